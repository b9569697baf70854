/**
 * The config engine: renders menus, lists, details and forms from the tenant's client config,
 * over named sources and checksum-aware mutations. Only the registries, hooks, providers and the
 * menu load with this module; lists, details and forms (rjsf + ajv) load on first render.
 */
export type {
  Column,
  ColumnFormat,
  DraftMode,
  EngineClientConfig,
  FormConfig,
  ListConfig,
  MenuNode,
  PageConfig,
} from './config-types';
export type { EngineConfigProviderProps, EngineContextValue } from './engine-config';
export {
  EngineConfigProvider,
  getFormConfig,
  getListConfig,
  isModuleEnabled,
  useEngineConfig,
  useLocale,
} from './engine-config';
export { useTimeZone } from './use-time-zone';
export type { EngineSWRProviderProps, MutateSource } from './engine-swr-provider';
export { EngineSWRProvider, useMutateSource } from './engine-swr-provider';
export type {
  PagedData,
  PagedParams,
  SortParam,
  SourceData,
  SourceDefinition,
  SourceFetchContext,
  SourceKey,
  SourceMap,
  SourceName,
  SourceParams,
} from './source-registry';
export { getSource, hasSource, registerSource, unregisterSource } from './source-registry';
export type { PagedQuery, PagedSourceState, SourceState, UseSourceOptions } from './use-source';
export { usePagedSource, useSource } from './use-source';
export type {
  CacheUpdate,
  CacheUpdateContext,
  MutationContext,
  MutationDefinition,
  MutationRequestContext,
  MutationResult,
} from './mutation-registry';
export { getMutation, hasMutation, registerMutation, unregisterMutation } from './mutation-registry';
export { IDEMPOTENCY_HEADER, idempotencyHeaders, newIdempotencyKey } from './idempotency-key';
export type { MutationCall, MutationState } from './use-mutation';
export { useMutation } from './use-mutation';
export { showToast } from './toasts';
export type { ShowToast, ToastInput } from './toasts';
export type { MenuRendererProps } from './menu/menu-renderer';
export { MenuRenderer } from './menu/menu-renderer';
export type { MenuDrawerProps } from './menu/menu-drawer';
export { MenuDrawer } from './menu/menu-drawer';
export { ArrowTabList } from './arrow-tab-list';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { filterMenu } from './menu/filter-menu';
export { MenuIcon } from './menu/menu-icons';
export type { FieldDisplay } from './format/cell-formats';
export type { ListViewProps } from './list/list-view';
export type { ListPageConfig } from './list/list-page';
export type { DetailField, DetailLayout, DetailRole } from './detail/detail-layouts';
export { getDetailLayout, registerDetailLayout } from './detail/detail-layouts';
export type { DetailViewProps } from './detail/detail-view';
export type { DetailPageConfig } from './detail/detail-page';
export { DetailPage, DetailView, FormPage, lazyView, ListPage, ListView, ViewSkeleton } from './lazy-views';
export type { EngineWidget } from './widget-registry';
export { getWidget, hasWidget, registerWidget } from './widget-registry';
export type { SchemaFormProps } from './schema-form-props';
export { FormSkeleton, preloadSchemaForm, SchemaForm } from './schema-form';
export type { FormPageConfig, FormPageProps } from './form-page';
