// color-name ships no types: a map of CSS colour names to [r, g, b].
declare module 'color-name' {
  const colours: Record<string, readonly [number, number, number]>;
  export default colours;
}
