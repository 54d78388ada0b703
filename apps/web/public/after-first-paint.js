/* The landing page's scripts, added once it is on screen (decision 035, twenty-third round). */
(function () {
  var held = document.getElementById('after-first-paint');
  if (!held) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var nodes = held.content.children;
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      var copy = document.createElement(node.tagName.toLowerCase());
      for (var j = 0; j < node.attributes.length; j++)
        copy.setAttribute(node.attributes[j].name, node.attributes[j].value);
      document.head.appendChild(copy);
    }
    held.remove();
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
