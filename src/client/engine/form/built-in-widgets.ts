import type { KnownWidget } from '../../../config/known-widgets';
import { registerWidget } from '../widget-registry';
import type { EngineWidget } from '../widget-registry';
import { WIDGET_LOADERS } from './widget-loaders';
import { DateWidget } from './widgets/date-widget';
import { lazyWidget } from './widgets/lazy-widget';
import { SemesterWidget } from './widgets/semester-widget';
import './widgets/address-units-source';

// The pickers with searchable lists and the upload each load with the first form using them.
const AddressWidget = lazyWidget(WIDGET_LOADERS.address);
const LegacyAddressWidget = lazyWidget(WIDGET_LOADERS.legacyAddress);
const BankWidget = lazyWidget(WIDGET_LOADERS.bank);
const FileUploadWidget = lazyWidget(WIDGET_LOADERS.fileUpload);

/**
 * The engine's own widgets by the names config uses (`"ui:widget": "<name>"`): exactly the names
 * config:check knows (src/config/known-widgets.ts), which the type holds to.
 */
const BUILT_IN: Record<KnownWidget, EngineWidget> = {
  address: AddressWidget,
  legacyAddress: LegacyAddressWidget,
  fileUpload: FileUploadWidget,
  bank: BankWidget,
  date: DateWidget,
  semester: SemesterWidget,
};

for (const [name, widget] of Object.entries(BUILT_IN)) registerWidget(name, widget);
