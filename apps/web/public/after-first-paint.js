// The page's held scripts, added after its first contentful paint, a few per task (decision 035, 28th round).
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
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
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
