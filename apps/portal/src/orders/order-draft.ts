import {
  ORDER_DRAFT_DEFAULTS,
  ORDER_LIMITS,
  orderTotal,
  type CreateOrderInput,
  type Order,
} from '@figura/sdk-core/schema';

/** The order form's state: the order draft of spec §3 as the person edits it. */
export interface OrderDraft {
  type: Order['type'];
  /** As typed; `draftQuantity` says whether it is a number the API takes. */
  quantity: string;
  express: boolean;
  specs: string[];
}

export function newOrderDraft(): OrderDraft {
  return {
    type: ORDER_DRAFT_DEFAULTS.type,
    quantity: String(ORDER_DRAFT_DEFAULTS.quantity),
    express: ORDER_DRAFT_DEFAULTS.express,
    specs: [],
  };
}

/** The typed quantity when it is a whole number from 1 to the limit, else null. */
export function draftQuantity(draft: Pick<OrderDraft, 'quantity'>): number | null {
  const text = draft.quantity.trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= ORDER_LIMITS.maxQuantity ? quantity : null;
}

/** The total the server will set (one rule, `orderTotal`), or null while the quantity is not valid. */
export function draftTotal(draft: Pick<OrderDraft, 'quantity'>): number | null {
  const quantity = draftQuantity(draft);
  return quantity === null ? null : orderTotal(quantity);
}

/** Adds a spec line (trimmed); blank lines and lines past the limit are not added. */
export function withSpecLine(draft: OrderDraft, line: string): OrderDraft {
  const text = line.trim();
  if (!text || draft.specs.length >= ORDER_LIMITS.maxSpecs) return draft;
  return { ...draft, specs: [...draft.specs, text.slice(0, ORDER_LIMITS.maxSpecLength)] };
}

export function withoutSpecLine(draft: OrderDraft, index: number): OrderDraft {
  return { ...draft, specs: draft.specs.filter((_, at) => at !== index) };
}

/**
 * What POST /orders receives. A line still in the "new line" box counts too: people press
 * "Order" without adding the last line first. Null while the quantity is not valid.
 */
export function orderInputOf(draft: OrderDraft, pendingLine = ''): CreateOrderInput | null {
  const quantity = draftQuantity(draft);
  if (quantity === null) return null;
  const { specs } = withSpecLine(draft, pendingLine);
  return { type: draft.type, quantity, express: draft.express, specs };
}
