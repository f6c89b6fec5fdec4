/**
 * Open Graph's recommended size; Twitter's large summary card uses the same. Kept apart from the renderer
 * so the page head can state the size without importing satori and resvg.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
