// The element variant: <figura-abstract-builder> in the journal's own page.
import { attachGraphicalAbstract, embedToken, say } from './attached-file.js';

const builder = document.getElementById('builder');
const submissionId = document.getElementById('manuscript-id').value;
const author = () => document.getElementById('author-name').value;

// 3. Tokens live 15 minutes: the builder asks the journal's server for a fresh one (through
//    tokenRefresher) when it needs to.
builder.tokenRefresher = async () => (await embedToken(submissionId, author())).token;

// 4. The exported file (checked against the journal's profile) goes into the form.
window.figuraEvents = [];
builder.addEventListener('figura-export', async (event) => {
  const { file, fileName, format } = event.detail;
  window.figuraEvents.push({ type: 'figura-export', format, fileName });
  await attachGraphicalAbstract(new File([file], fileName, { type: file.type || 'image/tiff' }));
  say('The graphical abstract is attached to your submission.');
});
builder.addEventListener('figura-change', (event) => {
  window.figuraEvents.push({ type: 'figura-change', creationId: event.detail.creationId });
});
builder.addEventListener('figura-cancel', () =>
  say('You closed the builder; nothing was attached.'),
);
builder.addEventListener('figura-error', (event) => say(event.detail.message));
