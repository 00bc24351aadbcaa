// The invoice of a payment as a PDF, as a payment provider hands one out (pdfkit, its built-in
// Helvetica: no font files to ship). The API links to it with a short-lived signature.
import { BILLING_SIGNATURE_TOLERANCE_SECONDS, formatPrice } from '@figura/sdk-core/contract';
import { checkBillingSignature, invoiceLinkPayload } from '@figura/settings';
import PDFDocument from 'pdfkit';
import { METHOD_NAMES, PLAN_NAMES } from './pages.ts';
import type { Payment } from './subscriptions.ts';

/** True when `signature` (signBillingPayload of invoiceLinkPayload) is the API's and fresh. */
export function invoiceLinkValid(
  secret: string,
  reference: string,
  signature: string | undefined,
): boolean {
  const now = Math.floor(Date.now() / 1000);
  const check = checkBillingSignature(
    secret,
    invoiceLinkPayload(reference),
    signature,
    now,
    BILLING_SIGNATURE_TOLERANCE_SECONDS,
  );
  return check === 'valid';
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function invoicePdf(payment: Payment): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Figura invoice ${payment.reference}`, Author: 'Figura billing (stand-in)' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const amount = `${formatPrice(payment.amount)} ${payment.currency}`;
  const plan = `Figura ${PLAN_NAMES[payment.plan]}, one ${payment.period}`;
  document.font('Helvetica-Bold').fontSize(22).text('Invoice');
  document.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#52606d');
  document.text('Reference billing site: it stands in for the payment provider. No money moved.');
  document.moveDown(1.5).fillColor('#1f2933').fontSize(11);
  const rows: [string, string][] = [
    ['Invoice', payment.reference],
    ['Date', day(payment.paidAt)],
    ['Billed to', `Figura account ${payment.userId}`],
    ['Paid with', METHOD_NAMES[payment.method]],
    [
      'Renewal',
      payment.mode === 'subscribe'
        ? payment.cancelled
          ? 'Cancelled: not renewed'
          : `Every ${payment.period} until cancelled`
        : 'None (one payment)',
    ],
  ];
  for (const [label, value] of rows) {
    const y = document.y;
    document.font('Helvetica-Bold').text(label, 56, y, { width: 110 });
    document.font('Helvetica').text(value, 170, y);
    document.moveDown(0.4);
  }
  document.moveDown(1.2);
  const y = document.y;
  document.font('Helvetica-Bold').text('Item', 56, y).text('Amount', 400, y, { align: 'right' });
  document
    .moveTo(56, document.y + 4)
    .lineTo(539, document.y + 4)
    .strokeColor('#cbd2d9')
    .stroke();
  document.moveDown(0.8);
  const line = document.y;
  document.font('Helvetica').text(plan, 56, line).text(amount, 400, line, { align: 'right' });
  document.moveDown(1.2);
  const total = document.y;
  document.font('Helvetica-Bold').text('Total paid', 56, total).text(amount, 400, total, {
    align: 'right',
  });
  document.end();
  return done;
}
