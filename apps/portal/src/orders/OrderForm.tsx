import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorText } from '@figura/sdk-core/api';
import { BILLING_CURRENCY, ORDER_LIMITS, ORDER_TYPES, type Order } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import {
  draftTotal,
  newOrderDraft,
  orderInputOf,
  withSpecLine,
  withoutSpecLine,
  type OrderDraft,
} from './order-draft';

/** The order draft's fields (spec §3), the total the server will set, and sending it. */
export function OrderForm({ onOrdered }: { onOrdered: (order: Order) => void }) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const [draft, setDraft] = useState<OrderDraft>(newOrderDraft);
  const [line, setLine] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = draftTotal(draft);
  const full = draft.specs.length >= ORDER_LIMITS.maxSpecs;
  // An order says what to draw: a line added, or one still in the box (it is sent with it).
  const described = draft.specs.length > 0 || line.trim() !== '';

  function addLine() {
    setDraft((current) => withSpecLine(current, line));
    setLine('');
  }

  function onLineKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the line instead of sending the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addLine();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = orderInputOf(draft, line);
    if (!input || input.specs?.length === 0) return;
    setSending(true);
    setError(null);
    try {
      const order = await api.createOrder(input);
      setDraft(newOrderDraft());
      setLine('');
      onOrdered(order);
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="order-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor="order-type">{t('orders.form.type')}</label>
      <select
        id="order-type"
        value={draft.type}
        onChange={(event) => setDraft({ ...draft, type: event.target.value as Order['type'] })}
      >
        {ORDER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`orders.types.${type}`)}
          </option>
        ))}
      </select>

      <label htmlFor="order-quantity">{t('orders.form.quantity')}</label>
      <input
        id="order-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={ORDER_LIMITS.maxQuantity}
        step={1}
        required
        value={draft.quantity}
        aria-invalid={total === null}
        aria-describedby="order-total"
        onChange={(event) => setDraft({ ...draft, quantity: event.target.value })}
      />

      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.express}
          onChange={(event) => setDraft({ ...draft, express: event.target.checked })}
        />
        {t('orders.form.express')}
      </label>

      <fieldset className="order-specs">
        <legend>{t('orders.form.specs')}</legend>
        {draft.specs.length > 0 && (
          <ol>
            {draft.specs.map((spec, index) => (
              <li key={`${index}-${spec}`}>
                <span>{spec}</span>{' '}
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('orders.form.removeLine', { line: spec })}
                  onClick={() => setDraft(withoutSpecLine(draft, index))}
                >
                  {t('orders.form.remove')}
                </button>
              </li>
            ))}
          </ol>
        )}
        <label htmlFor="order-new-line">{t('orders.form.newLine')}</label>
        <div className="order-new-line">
          <input
            id="order-new-line"
            value={line}
            placeholder={t('orders.form.newLinePlaceholder')}
            aria-describedby="order-specs-hint"
            maxLength={ORDER_LIMITS.maxSpecLength}
            disabled={full}
            onChange={(event) => setLine(event.target.value)}
            onKeyDown={onLineKey}
          />
          <button
            type="button"
            className="button"
            disabled={full || !line.trim()}
            onClick={addLine}
          >
            {t('orders.form.addLine')}
          </button>
        </div>
        <p id="order-specs-hint" className="field-hint">
          {full
            ? t('orders.form.specsFull', { count: ORDER_LIMITS.maxSpecs })
            : t('orders.form.specsHint')}
        </p>
      </fieldset>

      <p id="order-total" className="order-total" aria-live="polite">
        {total === null
          ? t('orders.form.quantityHint', { max: ORDER_LIMITS.maxQuantity })
          : t('orders.form.total', { total, currency: BILLING_CURRENCY })}
      </p>
      {!described && (
        <p id="order-needs" className="field-hint">
          {t('orders.form.specsNeeded')}
        </p>
      )}
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button primary"
        disabled={sending || total === null || !described}
        aria-busy={sending}
        aria-describedby={described ? undefined : 'order-needs'}
      >
        {t('orders.form.submit')}
      </button>
    </form>
  );
}
