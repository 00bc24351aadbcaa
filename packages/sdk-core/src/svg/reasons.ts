/** Why an element or attribute is refused, in words a user can act on. */

const ELEMENT_REASONS: Record<string, string> = {
  script: 'scripts are not allowed',
  foreignobject: 'foreignObject can hold HTML and scripts',
  iframe: 'embedded documents are not allowed',
  embed: 'embedded documents are not allowed',
  object: 'embedded documents are not allowed',
  image: 'images load from outside the drawing',
  feimage: 'images load from outside the drawing',
  animate: 'animation can rewrite links and handlers',
  set: 'animation can rewrite links and handlers',
  animatetransform: 'animation can rewrite links and handlers',
  animatemotion: 'animation can rewrite links and handlers',
  animatecolor: 'animation can rewrite links and handlers',
  a: 'links are not allowed',
  handler: 'event handlers are not allowed',
  listener: 'event handlers are not allowed',
};

export function elementReason(local: string): string {
  return ELEMENT_REASONS[local.toLowerCase()] ?? "not on Figura's list of SVG drawing elements";
}

export function attributeReason(local: string): string {
  return /^on/i.test(local)
    ? 'event handlers are not allowed'
    : "not on Figura's list of SVG drawing attributes";
}

export const LINK_REASON = 'links may only point inside the drawing (#id)';
