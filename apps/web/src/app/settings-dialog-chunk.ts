/**
 * The settings dialog's chunk, one import for the frame that renders it and the route that preloads it.
 * The dashboard route starts it while its page chunks load when the address asks for the dialog
 * (?settings=), so the dialog does not wait for the frame to render first (ADR 075).
 */
export const loadSettingsDialog = () => import('@/features/settings/settings-dialog');
