/** A browser module bundled into one classic script (src/integrations/classic-scripts.ts). */
declare module "*?classic" {
  const code: string;
  export default code;
}
