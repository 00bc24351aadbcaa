import { createOrderInputSchema, orderListSchema, orderSchema } from '@figura/sdk-core/schema';
import { createOrder, listOrders, toOrderReply } from '../account/orders.ts';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** Orders for custom work (spec §3 "Order draft"): place one, list one's own. */
export function registerOrderRoutes(app: ZodApp, { db }: RouteContext): void {
  app.post(
    '/orders',
    {
      schema: {
        summary: 'Order custom work (the order draft’s defaults fill what is left out)',
        security: bearerSecurity,
        body: createOrderInputSchema,
        response: { 201: orderSchema, ...bearerReplies, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      const row = await createOrder(db, currentUser(request), request.body);
      reply.status(201);
      return toOrderReply(row);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        summary: 'The caller’s orders for custom work, newest first',
        security: bearerSecurity,
        response: { 200: orderListSchema, ...bearerReplies },
      },
    },
    async (request) => ({
      orders: (await listOrders(db, currentUser(request).id)).map(toOrderReply),
    }),
  );
}
