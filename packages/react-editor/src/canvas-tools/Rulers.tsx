import { useEffect, useRef, type RefObject } from 'react';
import { gridSpacing, rulerTicks, type LengthUnit } from '@figura/sdk-core/arrange';
import type { FabricView } from '../canvas/fabric-view';

const SIZE = 20;

interface RulersProps {
  view: FabricView;
  area: RefObject<HTMLElement | null>;
  documentWidth: number;
  documentHeight: number;
  unit: LengthUnit;
}

/** Where the document is drawn relative to the area: follows scrolling and zoom gestures. */
function placement(view: FabricView, area: HTMLElement, documentWidth: number) {
  const areaBox = area.getBoundingClientRect();
  const box = view.wrapper.getBoundingClientRect();
  return {
    x: box.left - areaBox.left - area.clientLeft,
    y: box.top - areaBox.top - area.clientTop,
    zoom: box.width / documentWidth,
    width: area.clientWidth,
    height: area.clientHeight,
  };
}

function draw(
  canvas: HTMLCanvasElement,
  length: number,
  origin: number,
  zoom: number,
  unit: LengthUnit,
  vertical: boolean,
) {
  const ratio = canvas.ownerDocument.defaultView?.devicePixelRatio ?? 1;
  const [width, height] = vertical ? [SIZE, length] : [length, SIZE];
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.strokeStyle = '#7b8794';
  ctx.fillStyle = '#3e4c59';
  ctx.font = '10px system-ui, sans-serif';
  ctx.lineWidth = 1;
  // Minor ticks at the grid's spacing, labelled ones wider apart.
  const minor = gridSpacing(zoom, unit, 8);
  const start = -origin / zoom;
  const end = (length - origin) / zoom;
  ctx.beginPath();
  for (let p = Math.ceil(start / minor) * minor; p <= end; p += minor) {
    const s = Math.round(origin + p * zoom) + 0.5;
    if (vertical) {
      ctx.moveTo(SIZE - 5, s);
      ctx.lineTo(SIZE, s);
    } else {
      ctx.moveTo(s, SIZE - 5);
      ctx.lineTo(s, SIZE);
    }
  }
  for (const tick of rulerTicks(start, end, zoom, unit)) {
    const s = Math.round(origin + tick.position * zoom) + 0.5;
    if (vertical) {
      ctx.moveTo(0, s);
      ctx.lineTo(SIZE, s);
      ctx.save();
      ctx.translate(10, s + 2);
      ctx.rotate(-Math.PI / 2);
      ctx.fillText(tick.label, 0, 0);
      ctx.restore();
    } else {
      ctx.moveTo(s, 0);
      ctx.lineTo(s, SIZE);
      ctx.fillText(tick.label, s + 2, 10);
    }
  }
  ctx.stroke();
}

/**
 * Rulers along the top and left of the canvas area in px or cm, in their own small canvases
 * (not fabric's). They are redrawn in the frame the camera moves (scroll, zoom, resize).
 */
export function Rulers({ view, area, documentWidth, documentHeight, unit }: RulersProps) {
  const top = useRef<HTMLCanvasElement>(null);
  const left = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const areaElement = area.current;
    const win = areaElement?.ownerDocument.defaultView;
    if (!areaElement || !win) return;
    let last = '';
    let frame = 0;
    const tick = () => {
      frame = win.requestAnimationFrame(tick);
      const at = placement(view, areaElement, documentWidth);
      const key = `${at.x}|${at.y}|${at.zoom}|${at.width}|${at.height}|${unit}|${documentHeight}`;
      if (key === last || !top.current || !left.current || !Number.isFinite(at.zoom)) return;
      last = key;
      draw(top.current, at.width, at.x, at.zoom, unit, false);
      draw(left.current, at.height, at.y, at.zoom, unit, true);
    };
    tick();
    return () => win.cancelAnimationFrame(frame);
  }, [view, area, documentWidth, documentHeight, unit]);

  return (
    <>
      <canvas
        ref={top}
        className="figura-ruler figura-ruler-top"
        data-testid="figura-ruler-top"
        aria-hidden="true"
      />
      <canvas
        ref={left}
        className="figura-ruler figura-ruler-left"
        data-testid="figura-ruler-left"
        aria-hidden="true"
      />
    </>
  );
}
