import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@figura/sdk-core/api';
import { BILLING_CURRENCY, type Order } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../navigation/PortalHeader';
import { OrderForm } from './OrderForm';
import { OrderList, orderSummary } from './OrderList';

/** /order-custom-work (spec §1 "Custom work can be ordered"): the order form and "Your orders". */
export function OrderCustomWorkPage() {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<Order | null>(null);

  const load = useCallback(async () => {
    try {
      setError(null);
      setOrders((await api.listOrders()).orders);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }, [api, t]);

  useEffect(() => void load(), [load]);

  function onOrdered(order: Order) {
    setOrdered(order);
    setOrders((current) => [order, ...(current ?? [])]);
  }

  return (
    <>
      <PortalHeader />
      <main className="account-overview order-custom-work">
        <h1>{t('orders.title')}</h1>
        <p>{t('orders.intro')}</p>
        {ordered && (
          <p role="status" className="alert success">
            {t('orders.confirmation', {
              what: orderSummary(ordered, t),
              total: ordered.total,
              currency: BILLING_CURRENCY,
              email: ordered.userEmail,
            })}
          </p>
        )}
        <section aria-labelledby="order-form-heading" className="card">
          <h2 id="order-form-heading" className="card-title">
            {t('orders.form.title')}
          </h2>
          <OrderForm onOrdered={onOrdered} />
        </section>
        <section aria-labelledby="order-list-heading" className="card">
          <h2 id="order-list-heading" className="card-title">
            {t('orders.list.title')}
          </h2>
          {error && (
            <p role="alert" className="alert error">
              {error}{' '}
              <button type="button" className="link-button" onClick={() => void load()}>
                {t('tryAgain')}
              </button>
            </p>
          )}
          {orders ? (
            <OrderList orders={orders} />
          ) : (
            !error && <p aria-busy="true">{t('orders.list.loading')}</p>
          )}
        </section>
      </main>
    </>
  );
}
