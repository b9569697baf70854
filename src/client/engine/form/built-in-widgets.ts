import type { KnownWidget } from '../../../config/known-widgets';
import { registerWidget } from '../widget-registry';
import type { EngineWidget } from '../widget-registry';
import { AddressWidget, LegacyAddressWidget } from './widgets/address-widget';
import { BankWidget } from './widgets/bank-widget';
import { DateWidget } from './widgets/date-widget';
import { FileUploadWidget } from './widgets/file-upload-widget';
import { SemesterWidget } from './widgets/semester-widget';
import './widgets/address-units-source';

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
