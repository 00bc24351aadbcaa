// The one script the sign-on site's forms share. It posts JSON to the form's data-endpoint, sends
// the captcha answer and token as headers when the form has a captcha, and on success follows
// `redirect` or shows `message` in the role="status" box. Errors go into the role="alert" box so
// screen readers announce them.
export const formScript = `
(function () {
  var form = document.getElementById('signon-form');
  var errorBox = document.getElementById('form-error');
  var statusBox = document.getElementById('form-status');
  var submit = form.querySelector('button[type="submit"]');
  var captchaInput = document.getElementById('captcha');
  var captchaToken = document.getElementById('captcha-token');
  var captchaQuestion = document.getElementById('captcha-question');
  var captchaRefresh = document.getElementById('captcha-refresh');
  var SPENT_CAPTCHA = ['captcha_wrong', 'captcha_used', 'email_taken'];

  function loadCaptcha() {
    if (!captchaInput) return Promise.resolve();
    captchaQuestion.textContent = 'Loading the question…';
    return fetch('/api/captcha', { cache: 'no-store', credentials: 'same-origin' })
      .then(function (res) { return res.json(); })
      .then(function (body) {
        captchaToken.value = body.token;
        captchaQuestion.textContent = body.question;
      })
      .catch(function () {
        captchaQuestion.textContent = 'The question could not be loaded. Choose "New question".';
      });
  }

  function messageOf(body) {
    var message = body && body.message;
    if (Array.isArray(message)) return message[0] || 'Unexpected error.';
    return message || 'Unexpected error.';
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    errorBox.textContent = '';
    if (statusBox) statusBox.textContent = '';
    var data = {};
    ['email', 'name', 'password', 'token'].forEach(function (name) {
      var field = form.elements.namedItem(name);
      if (field) data[name] = field.value;
    });
    // The register page's radio group: sent only when an option is chosen.
    var partner = form.elements.namedItem('partner');
    if (partner && partner.value) data.partner = partner.value;
    var headers = { 'content-type': 'application/json' };
    if (captchaInput) {
      headers['x-captcha-answer'] = captchaInput.value.trim();
      headers['x-captcha-token'] = captchaToken.value;
    }
    submit.disabled = true;
    form.setAttribute('aria-busy', 'true');
    fetch(form.getAttribute('data-endpoint'), {
      method: 'POST',
      headers: headers,
      body: JSON.stringify(data),
      credentials: 'same-origin',
    })
      .then(function (res) {
        return res.json().catch(function () { return null; }).then(function (body) {
          if (res.ok && body && body.redirect) {
            window.location.assign(body.redirect);
            return;
          }
          // A step done here (a link mailed): say so, and let the form be used again.
          if (res.ok && body && body.message && statusBox) {
            statusBox.textContent = body.message;
            submit.disabled = false;
            form.removeAttribute('aria-busy');
            return;
          }
          errorBox.textContent = messageOf(body);
          // These replies spent the captcha's token (one use each): ask a new question.
          if (captchaInput && body && SPENT_CAPTCHA.indexOf(body.code) !== -1) {
            captchaInput.value = '';
            loadCaptcha();
          }
          submit.disabled = false;
          form.removeAttribute('aria-busy');
        });
      })
      .catch(function () {
        errorBox.textContent = 'The sign-on site could not be reached. Check your connection and try again.';
        submit.disabled = false;
        form.removeAttribute('aria-busy');
      });
  });

  if (captchaRefresh) {
    captchaRefresh.addEventListener('click', function () {
      captchaInput.value = '';
      loadCaptcha().then(function () { captchaInput.focus(); });
    });
  }
  loadCaptcha();
})();
`;
