// Font files imported as URLs: Vite does this for .woff2 by default; the embed's esbuild build
// uses the `file` loader (packages/web-components/tsup.config.ts).
declare module '*.woff2' {
  const url: string;
  export default url;
}
