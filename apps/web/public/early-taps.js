// A page drawn on the server: presses and taps on its buttons before the app has it, for the app to do again (decision 039, src/lib/early-taps.ts).
(function () {
  var taps = (window.mywruEarlyTaps = []);
  function keep(event) {
    var button = window.mywruEarlyTaps === taps && event.target.closest && event.target.closest('#root button[type="button"]');
    if (button) taps.push({ button: button, pressed: event.type === 'pointerdown' });
  }
  document.addEventListener('pointerdown', keep, true);
  document.addEventListener('click', keep, true);
})();
