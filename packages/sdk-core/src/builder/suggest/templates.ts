import {
  BUILDER_TEMPLATE_IDS,
  BUILDER_TEMPLATE_TOPICS,
  type BuilderTemplateId,
} from '../../schema/document/constants';

/**
 * Templates for `needed` topics, best first: those with exactly that many, then those with room
 * to spare (fewest first). More topics than any template holds: the largest. None for 0.
 */
export function rankTemplates(needed: number): BuilderTemplateId[] {
  if (needed <= 0) return [];
  const fitting = BUILDER_TEMPLATE_IDS.filter((id) => BUILDER_TEMPLATE_TOPICS[id] >= needed).sort(
    (a, b) => BUILDER_TEMPLATE_TOPICS[a] - BUILDER_TEMPLATE_TOPICS[b] || a - b,
  );
  if (fitting.length > 0) return fitting;
  const most = Math.max(...BUILDER_TEMPLATE_IDS.map((id) => BUILDER_TEMPLATE_TOPICS[id]));
  return BUILDER_TEMPLATE_IDS.filter((id) => BUILDER_TEMPLATE_TOPICS[id] === most);
}
