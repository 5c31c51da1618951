/// <reference types="vite/client" />

/** The shop's words for colours and categories (office/catalogue-words.ts). */
declare module 'virtual:catalogue-words' {
  const words: Record<'en' | 'ar', Record<string, string>>;
  export default words;
}
