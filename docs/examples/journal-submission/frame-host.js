// The frame variant: the builder runs in Figura's page in an <iframe>; no Figura script runs
// here. This page talks to it with postMessage (docs/frame-protocol.md), checking where every
// message comes from, and posting only to Figura's origin.
import { attachGraphicalAbstract, embedToken, say } from './attached-file.js';

const figuraUrl = document.querySelector('meta[name="figura-url"]').content;
const figuraOrigin = new URL(figuraUrl).origin;
const frame = document.getElementById('builder-frame');
const submissionId = document.getElementById('manuscript-id').value;
const author = () => document.getElementById('author-name').value;

window.figuraMessages = [];
const post = (message) => frame.contentWindow.postMessage({ figura: 1, ...message }, figuraOrigin);

window.addEventListener('message', async (event) => {
  // Only Figura's frame, from Figura's origin, speaking the protocol.
  if (event.origin !== figuraOrigin || event.source !== frame.contentWindow) return;
  const message = event.data;
  if (!message || message.figura !== 1) return;
  window.figuraMessages.push(message.event);
  if (message.event === 'init') {
    // The token the journal's server wrote into the page, for this manuscript.
    post({ action: 'load', token: frame.dataset.token, profile: frame.dataset.profile });
    // Tokens live 15 minutes: hand the frame a fresh one in time.
    setInterval(
      async () =>
        post({ action: 'token', token: (await embedToken(submissionId, author())).token }),
      10 * 60 * 1000,
    );
  } else if (message.event === 'export') {
    await attachGraphicalAbstract(
      new File([message.file], message.fileName, { type: message.file.type }),
    );
    say('The graphical abstract is attached to your submission.');
  } else if (message.event === 'exit' && message.reason === 'cancel') {
    say('You closed the builder; nothing was attached.');
  } else if (message.event === 'error') {
    say(message.message);
  }
});

// The frame's address names this page's origin: the frame answers no other.
frame.src = `${figuraUrl}/embed/abstract-builder.html?origin=${encodeURIComponent(location.origin)}`;
