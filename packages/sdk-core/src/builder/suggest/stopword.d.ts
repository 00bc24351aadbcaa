// The one list of the `stopword` package the builder uses (the package ships no types).
declare module 'stopword' {
  /** English stop words, lower case. */
  export const eng: readonly string[];
}
