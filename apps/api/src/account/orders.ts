import { desc, eq } from 'drizzle-orm';
import { orderTotal, type CreateOrderInput, type Order } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { orders, type OrderRow, type UserRow } from '../db/schema.ts';

/**
 * Orders for custom work (spec §3 "Order draft"): the total is `orderTotal`, the one price rule
 * the portal shows too.
 */
export async function createOrder(
  db: Database,
  user: UserRow,
  input: Required<Omit<CreateOrderInput, 'type'>> & { type: Order['type'] },
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      type: input.type,
      quantity: input.quantity,
      express: input.express,
      total: orderTotal(input.quantity),
      specs: input.specs,
    })
    .returning();
  if (!row) throw new Error('The order was not stored');
  return row;
}

/** The caller's orders, newest first. */
export function listOrders(db: Database, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
}

export function toOrderReply(row: OrderRow): Order {
  return {
    id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    type: row.type as Order['type'],
    quantity: row.quantity,
    express: row.express,
    total: row.total,
    specs: row.specs,
    createdAt: row.createdAt.toISOString(),
  };
}
