/** A file imported as its text (`?raw`): Vite in the tests, the esbuild plugin of build.mjs in the build. */
declare module '*?raw' {
  const text: string;
  export default text;
}
