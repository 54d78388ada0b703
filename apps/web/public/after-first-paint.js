// The page's scripts, added once it is on screen (decision 035).
(function () {
  var held = document.getElementById('after-first-paint');
  var started = false;
  function start() {
    if (started || !held) return;
    started = true;
    for (var node of held.content.children) {
      var copy = document.createElement(node.localName);
      for (var attribute of node.attributes) copy.setAttribute(attribute.name, attribute.value);
      document.head.append(copy);
    }
    held.remove();
  }
  requestAnimationFrame(function () {
    setTimeout(start);
  });
  setTimeout(start, 1000);
})();
