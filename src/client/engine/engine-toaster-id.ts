/** The id of the app's Fluent toaster (app/toaster-host.tsx). */
export const ENGINE_TOASTER_ID = 'app-toaster';
