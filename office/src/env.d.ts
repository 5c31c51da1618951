/// <reference types="vite/client" />

/** The shop's words for catalogue codes, per office language (office/shop-words.ts). */
declare module 'virtual:shop-words' {
  const words: Record<'en' | 'ar', Record<string, string>>;
  export default words;
}
