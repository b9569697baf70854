import { registerWidget } from '../widget-registry';
import { AddressWidget, LegacyAddressWidget } from './widgets/address-widget';
import { BankWidget } from './widgets/bank-widget';
import { LazyDateWidget } from './widgets/lazy-date-widget';
import { FileUploadWidget } from './widgets/file-upload-widget';
import './widgets/address-units-source';

/** Names the engine's own widgets are registered under (`"ui:widget": "<name>"`). */
export const BUILT_IN_WIDGETS = ['address', 'legacyAddress', 'fileUpload', 'bank', 'date'] as const;

registerWidget('address', AddressWidget);
registerWidget('legacyAddress', LegacyAddressWidget);
registerWidget('fileUpload', FileUploadWidget);
registerWidget('bank', BankWidget);
registerWidget('date', LazyDateWidget);
