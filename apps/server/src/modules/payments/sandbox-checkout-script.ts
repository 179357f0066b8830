/**
 * The sandbox's stand-in for PagSeguro's browser SDK: the same `PagSeguro.setUp` and
 * `PagSeguro.authenticate3DS(request)`, answered by this server instead of the card issuer.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var setUpOptions = null;
  function authenticate3DS(request) {
    if (!setUpOptions || !setUpOptions.session) {
      return Promise.reject(new Error('PagSeguro.setUp({ session }) must come first'));
    }
    return fetch('/api/payments/3ds/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: setUpOptions.session, request: request }),
    }).then(function (answer) {
      return answer.json().then(function (body) {
        if (!answer.ok) {
          var error = new Error(body && body.error ? body.error : 'Authentication failed');
          error.detail = body;
          throw error;
        }
        return body;
      });
    });
  }
  window.PagSeguro = {
    sandbox: true,
    setUp: function (options) { setUpOptions = options || null; },
    authenticate3DS: authenticate3DS,
  };
})();
`;
