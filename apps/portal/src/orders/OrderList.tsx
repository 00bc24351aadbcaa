import type { Translate } from '@figura/sdk-core/i18n';
import { BILLING_CURRENCY, type Order } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';

/** "Your orders", newest first (as GET /orders answers). */
export function OrderList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('portal');
  if (orders.length === 0) return <p>{t('orders.list.empty')}</p>;
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <p>
            <strong>{orderSummary(order, t)}</strong>
          </p>
          <p>
            {t('orders.list.placed', { date: order.createdAt })} ·{' '}
            {t('orders.form.total', { total: order.total, currency: BILLING_CURRENCY })}
          </p>
          {order.specs.length > 0 && (
            <ol aria-label={t('orders.list.specs')}>
              {order.specs.map((spec, index) => (
                <li key={index}>{spec}</li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "2 × Graphical abstract, express": what was ordered, in the list and the confirmation. */
export function orderSummary(
  order: Pick<Order, 'type' | 'quantity' | 'express'>,
  t: Translate,
): string {
  const what = t('orders.list.what', {
    quantity: order.quantity,
    type: t(`orders.types.${order.type}`),
  });
  return order.express ? t('orders.list.express', { what }) : what;
}
