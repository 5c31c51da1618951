// tsc reads no .astro file: a page module, as the twin routes' tables import one (./routes/), is
// its component and its getStaticPaths (./pages.ts says what it is used as).
declare module '*.astro' {
  export const getStaticPaths: () => unknown;
  const Page: unknown;
  export default Page;
}
