// Plain fabric drawing the bench scene: no editor, no store, fabric's defaults except the
// object caching switch. Query: scene=<name>, caching=0|1, width, height, zoom (the editor's).
import { Canvas, Group, Rect, Textbox, loadSVGFromString } from '/fabric.mjs';

// User Timing marks, to compare phases with the editor's `figura:` marks.
performance.mark('plain:fabric-loaded');
const params = new URLSearchParams(location.search);
const caching = params.get('caching') !== '0';
const zoom = Number(params.get('zoom'));
const doc = await (await fetch(`/scene/${params.get('scene')}.json`)).json();
performance.mark('plain:scene-fetched');

const canvas = new Canvas(document.getElementById('scene'), {
  width: Number(params.get('width')),
  height: Number(params.get('height')),
  backgroundColor: doc.background,
  preserveObjectStacking: true,
  renderOnAddRemove: false,
});
canvas.setZoom(zoom);

const icons = new Map();
async function icon(element, common) {
  if (!icons.has(element.svg)) icons.set(element.svg, await loadSVGFromString(element.svg));
  const parsed = icons.get(element.svg);
  const shapes = await Promise.all(parsed.objects.filter(Boolean).map((shape) => shape.clone()));
  const group = new Group(shapes, { ...common, objectCaching: caching });
  for (const child of group.getObjects()) {
    if (child.fill && child.fill !== 'none') child.set('fill', element.fill);
    if (child.stroke && child.stroke !== 'none') child.set('stroke', element.fill);
  }
  group.set({ scaleX: element.width / group.width, scaleY: element.height / group.height });
  return group;
}

const objects = await Promise.all(
  doc.elements.map(async (element) => {
    const common = {
      left: element.left,
      top: element.top,
      originX: 'left',
      originY: 'top',
      angle: element.angle,
      opacity: element.opacity,
      objectCaching: caching,
    };
    if (element.type === 'rect')
      return new Rect({
        ...common,
        width: element.width,
        height: element.height,
        fill: element.fill,
        stroke: element.stroke,
        strokeWidth: element.strokeWidth,
        rx: element.rx,
        ry: element.ry,
      });
    if (element.type === 'icon') return icon(element, common);
    return new Textbox(element.text, {
      ...common,
      width: element.width,
      fontFamily: element.fontFamily,
      fontSize: element.fontSize,
      fill: element.fill,
      textAlign: element.textAlign,
      lineHeight: element.lineHeight,
    });
  }),
);
performance.mark('plain:objects-built');
objects.forEach((object, index) => (object.figuraId = doc.elements[index].id));
canvas.add(...objects);
performance.mark('plain:objects-added');
canvas.renderAll();
performance.mark('plain:first-draw');
requestAnimationFrame(() => {
  window.__benchSettled = performance.now();
});
// The probes find the canvas here (the editor's is on its canvas element).
document.getElementById('scene').figuraCanvas = canvas;
window.benchCanvas = canvas;
