// The page's scripts, added once it is on screen (decision 035). They are added a few at a time, a
// task each few milliseconds: adding one starts its fetch, and the dashboard's 45 added at once were
// one long task on a phone (twenty-seventh round). The module script comes first, so nothing waits.
(function () {
  var held = document.getElementById('after-first-paint');
  var started = false;
  function add(nodes) {
    var until = performance.now() + 8;
    do {
      var node = nodes.shift();
      var copy = document.createElement(node.localName);
      for (var attribute of node.attributes) copy.setAttribute(attribute.name, attribute.value);
      document.head.append(copy);
    } while (nodes.length > 0 && performance.now() < until);
    if (nodes.length > 0) setTimeout(add, 0, nodes);
  }
  function start() {
    if (started || !held) return;
    started = true;
    var nodes = Array.from(held.content.children);
    held.remove();
    if (nodes.length > 0) add(nodes);
  }
  // Once the browser reports the first contentful paint: a frame begun (requestAnimationFrame) may
  // not be on screen yet, and a script fetched before it is counted as one the paint waited for.
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paints && paints.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  }
  setTimeout(start, 1000);
})();
