// The five templates' layouts, each a function of the slide's size: designed for the journal
// square (1200 x 1200, Cell's graphical abstract) and workable at 16:9 (1200 x 675).
import type { BuilderTemplateId } from '../../schema/document/constants';
import { roleHeight, TEXT_ROLES } from '../text-roles';
import {
  arrowBetween,
  bottom,
  box,
  cardSlot,
  centreX,
  centreY,
  circleText,
  column,
  curveBetween,
  edgeTowards,
  header,
  isWide,
  rectText,
  right,
  row,
  type AbstractLayout,
  type Box,
  type ConnectorSlot,
  type LayoutFunction,
  type LayoutOptions,
  type TopicSlot,
} from './kit';

/**
 * 1: six topics in a 3 x 2 grid around the key finding: three above it, three below, each
 * joined to it by a line.
 */
const hub: LayoutFunction = (width, height, options = {}) => {
  const { band, title, logo, content, gap } = header(width, height, options);
  const link = gap * 2.5;
  const highlightHeight = Math.max(
    content.height * 0.2,
    roleHeight(TEXT_ROLES.highlight, options.textSize ?? 0, options.highlightLines ?? 2) / 0.8,
  );
  const cardHeight = (content.height - highlightHeight - 2 * link) / 2;
  const above = row(box(content.left, content.top, content.width, cardHeight), 3, gap * 1.5);
  const highlightBox = box(
    content.left,
    content.top + cardHeight + link,
    content.width,
    highlightHeight,
  );
  const below = row(
    box(content.left, bottom(highlightBox) + link, content.width, cardHeight),
    3,
    gap * 1.5,
  );
  const connectors = [
    ...above.map((card) =>
      arrowBetween(
        { x: centreX(card), y: bottom(card) },
        { x: centreX(card), y: highlightBox.top },
        link * 0.2,
        false,
      ),
    ),
    ...below.map((card) =>
      arrowBetween(
        { x: centreX(card), y: card.top },
        { x: centreX(card), y: bottom(highlightBox) },
        link * 0.2,
        false,
      ),
    ),
  ];
  return {
    width,
    height,
    band,
    title,
    logo,
    highlight: { shape: 'rect', box: highlightBox, text: rectText(highlightBox) },
    topics: [...above, ...below].map((card) => cardSlot(card, options)),
    connectors,
  };
};

/** Straight arrows from each card of a row to the next, level with the illustrations. */
function rowArrows(cards: Box[], topics: TopicSlot[], arrowGap: number) {
  return topics.slice(1).map((next, i) => {
    const y = centreY(topics[i]!.illustration);
    return arrowBetween({ x: right(cards[i]!), y }, { x: next.card.left, y }, arrowGap * 0.15);
  });
}

/** 2: four topics in a row joined by arrows, the key finding in a band below. */
const pipeline: LayoutFunction = (width, height, options = {}) => {
  const { band, title, logo, content, gap } = header(width, height, options);
  const highlightHeight = content.height * 0.22;
  const highlightBox = box(
    content.left,
    bottom(content) - highlightHeight,
    content.width,
    highlightHeight,
  );
  const arrowGap = Math.round(width * 0.05);
  const cards = row(
    box(content.left, content.top, content.width, content.height - highlightHeight - gap * 1.5),
    4,
    arrowGap,
  );
  const topics = cards.map((card) => cardSlot(card, options));
  const connectors = rowArrows(cards, topics, arrowGap);
  return {
    width,
    height,
    band,
    title,
    logo,
    highlight: { shape: 'rect', box: highlightBox, text: rectText(highlightBox) },
    topics,
    connectors,
  };
};

/** 3: four topics in a clockwise cycle (curved arrows), the key finding in a column at the right. */
const cycle: LayoutFunction = (width, height, options = {}) => {
  const { band, title, logo, content, gap } = header(width, height, options);
  const highlightWidth = content.width * (isWide(width, height) ? 0.26 : 0.3);
  const highlightBox = box(
    right(content) - highlightWidth,
    content.top,
    highlightWidth,
    content.height,
  );
  const area = box(
    content.left,
    content.top,
    content.width - highlightWidth - gap * 2,
    content.height,
  );
  const gapX = Math.round(area.width * 0.1);
  const gapY = Math.round(area.height * 0.1);
  const [top, lower] = column(area, 2, gapY);
  const [topLeft, topRight] = row(top!, 2, gapX);
  const [bottomLeft, bottomRight] = row(lower!, 2, gapX);
  const cards = [topLeft!, topRight!, bottomRight!, bottomLeft!];
  const trim = Math.min(gapX, gapY) * 0.12;
  const connectors: ConnectorSlot[] = [
    // Across the top gap, bulging up; down the right gap; back along the bottom; up the left.
    curveBetween(
      { x: right(topLeft!) + trim, y: centreY(topLeft!) },
      { x: topRight!.left - trim, y: centreY(topRight!) },
      gapX * 0.3,
    ),
    curveBetween(
      { x: centreX(topRight!), y: bottom(topRight!) + trim },
      { x: centreX(bottomRight!), y: bottomRight!.top - trim },
      gapY * 0.3,
    ),
    curveBetween(
      { x: bottomRight!.left - trim, y: centreY(bottomRight!) },
      { x: right(bottomLeft!) + trim, y: centreY(bottomLeft!) },
      gapX * 0.3,
    ),
    curveBetween(
      { x: centreX(bottomLeft!), y: bottomLeft!.top - trim },
      { x: centreX(topLeft!), y: bottom(topLeft!) + trim },
      gapY * 0.3,
    ),
  ];
  return {
    width,
    height,
    band,
    title,
    logo,
    highlight: { shape: 'rect', box: highlightBox, text: rectText(highlightBox) },
    topics: cards.map((card) => cardSlot(card, options)),
    connectors,
  };
};

/** 4: the key finding first, in a band under the title, then three numbered steps left to right. */
const steps: LayoutFunction = (width, height, options = {}) => {
  const { band, title, logo, content, gap } = header(width, height, options);
  const highlightHeight = content.height * 0.2;
  const highlightBox = box(content.left, content.top, content.width, highlightHeight);
  const arrowGap = Math.round(width * 0.05);
  const cardsTop = bottom(highlightBox) + gap * 1.5;
  const cards = row(
    box(content.left, cardsTop, content.width, bottom(content) - cardsTop),
    3,
    arrowGap,
  );
  const topics = cards.map((card) => cardSlot(card, { ...options, badge: true }));
  const connectors = rowArrows(cards, topics, arrowGap);
  return {
    width,
    height,
    band,
    title,
    logo,
    highlight: { shape: 'rect', box: highlightBox, text: rectText(highlightBox) },
    topics,
    connectors,
  };
};

/** 5: three topics around the key finding in a circle: one above, two below; lines join them. */
const around: LayoutFunction = (width, height, options = {}) => {
  const { band, title, logo, content, gap } = header(width, height, options);
  const wide = isWide(width, height);
  // A long key finding at a journal's size takes room from the lower cards (wide slides).
  const extraLines = Math.max(0, (options.highlightLines ?? 2) - 2);
  const cardWidth = content.width * (wide ? 0.3 - 0.025 * extraLines : 0.42);
  // Large minimum text (a journal's) needs a larger circle more than taller cards.
  const cardHeight = content.height * (wide ? 0.45 : options.textSize ? 0.26 : 0.3);
  const topCard = box(centreX(content) - cardWidth / 2, content.top, cardWidth, cardHeight);
  const leftCard = box(content.left, bottom(content) - cardHeight, cardWidth, cardHeight);
  const rightCard = box(
    right(content) - cardWidth,
    bottom(content) - cardHeight,
    cardWidth,
    cardHeight,
  );
  // The circle goes between the top card and the lower ones, or between the lower ones when
  // they leave it room side by side (wide slides).
  const besideRoom = (rightCard.left - right(leftCard)) / 2 - gap;
  const belowRoom = (leftCard.top - bottom(topCard)) / 2 - gap;
  const downRoom = (bottom(content) - bottom(topCard)) / 2 - gap;
  // Four fifths of the room: the lines joining the cards need some length to read as lines
  // (large minimum text takes more of it).
  const radius =
    Math.min(downRoom, Math.max(besideRoom, belowRoom), content.width * 0.22) *
    (options.textSize ? 0.92 : 0.8);
  const cy =
    besideRoom >= belowRoom
      ? (bottom(topCard) + bottom(content)) / 2
      : (bottom(topCard) + leftCard.top) / 2;
  // Large minimum text stretches the circle into an oval where the band between the top card
  // and the lower ones is free from side to side.
  // On wide slides it stretches across the room between the lower cards.
  const ovalWidth = !options.textSize
    ? radius * 2
    : belowRoom > besideRoom
      ? Math.max(radius * 2, Math.min(content.width * 0.8, radius * 2 * 2.4))
      : Math.max(
          radius * 2,
          Math.min((besideRoom + gap / 2) * 2, radius * 2 * (2 + extraLines / 2)),
        );
  const circle = box(centreX(content) - ovalWidth / 2, cy - radius, ovalWidth, radius * 2);
  const centre = { x: centreX(circle), y: centreY(circle) };
  const cards = [topCard, leftCard, rightCard];
  const connectors = cards.map((card) => {
    const from = edgeTowards(card, centre);
    // Where the line towards the card leaves the oval.
    const dx = from.x - centre.x;
    const dy = from.y - centre.y;
    const reach = 1 / Math.hypot(dx / (ovalWidth / 2), dy / radius);
    return arrowBetween(
      from,
      { x: centre.x + dx * reach, y: centre.y + dy * reach },
      gap / 2,
      false,
    );
  });
  return {
    width,
    height,
    band,
    title,
    logo,
    highlight: { shape: 'circle', box: circle, text: circleText(circle) },
    topics: cards.map((card) => cardSlot(card, options)),
    connectors,
  };
};

/** Each template's layout, by id. */
export const LAYOUTS: Record<BuilderTemplateId, LayoutFunction> = {
  1: hub,
  2: pipeline,
  3: cycle,
  4: steps,
  5: around,
};

export function layoutOf(
  id: BuilderTemplateId,
  width: number,
  height: number,
  options: LayoutOptions = {},
): AbstractLayout {
  return LAYOUTS[id](width, height, options);
}
