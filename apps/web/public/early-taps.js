// A page drawn on the server (decision 039): a tap on one of its buttons before the app has the page, and a
// press the page is drawn again under, are not lost. The app's side: src/lib/early-taps.ts.
(function () {
  var TARGET = '#root a[href], #root button[type="button"]';
  var taps = [];
  var unseen = -1;
  var pressed = null;
  var until = Infinity;
  var completing = null;
  function target(event) {
    return event.target.closest ? event.target.closest(TARGET) : null;
  }
  function nameOf(element) {
    return element.getAttribute('aria-label') || element.textContent || '';
  }
  // The element as the page is now: itself, else the one of the same kind, address and name drawn in its place.
  function now(element) {
    if (element.isConnected) return element;
    var same = [].filter.call(document.querySelectorAll(TARGET), function (other) {
      return (
        other.localName === element.localName &&
        other.getAttribute('href') === element.getAttribute('href') &&
        nameOf(other) === nameOf(element)
      );
    });
    return same.length === 1 ? same[0] : null;
  }
  document.addEventListener(
    'click',
    function (event) {
      // The browser made a tap of the press after all (a touch's tap lands on what is there now).
      clearTimeout(completing);
      var element = taps && target(event);
      if (element && element.localName === 'button') taps.push(element);
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    function (event) {
      pressed = Date.now() < until ? target(event) : null;
    },
    true,
  );
  document.addEventListener(
    'pointercancel',
    function () {
      pressed = null;
    },
    true,
  );
  // A press the page was drawn again under makes no tap with a mouse (its element is gone): unless the
  // browser makes one in the moment after, it is made on the one in its place.
  document.addEventListener(
    'pointerup',
    function () {
      var element = pressed && !pressed.isConnected && now(pressed);
      pressed = null;
      if (element)
        completing = setTimeout(function () {
          element.click();
        }, 100);
    },
    true,
  );
  window.mywruEarlyTaps = {
    // React is handed the page: it never saw the taps so far.
    handed: function () {
      unseen = taps ? taps.length : 0;
    },
    // The page is the app's: the last tap is done again, unless React saw it on an element it kept.
    taken: function () {
      var last = taps && taps[taps.length - 1];
      var seen = taps && unseen >= 0 && taps.length > unseen;
      var element = last && (!seen || !last.isConnected) && now(last);
      taps = null;
      until = Date.now() + 3000;
      if (element) element.click();
    },
  };
})();
