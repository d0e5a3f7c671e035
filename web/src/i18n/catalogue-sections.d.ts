// A catalogue section served by the fj-catalogue-sections Vite plugin (vite.config.ts, src/i18n/sections.ts).
declare module '*.json?sections=public' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
declare module '*.json?sections=jobs' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
declare module '*.json?sections=rest' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
