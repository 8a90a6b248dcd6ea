// The Masonry playground: the editor, the live picture and their controls. Plain JavaScript, no libraries: the
// page talks to the server that served it (POST /render, GET /examples, GET /file, GET /events) and nothing else.
"use strict";

const $ = (id) => document.getElementById(id);
const editor = $("text");
const gutter = $("gutter");
const marks = $("marks");
const picture = $("picture");
const info = $("info");
const status = $("status");
const widthInput = $("width");
const heightInput = $("height");

const state = {
  // Whether the sliders override the canvas statement's size (once the user moves one).
  sizeOverridden: false,
  inFlight: false,
  // The text changed while a render was running: render again when it answers.
  dirty: false,
  // When the edit that the next picture shows was made (performance.now()).
  editedAt: 0,
  // Keystroke-to-picture times in milliseconds, newest last (the browser test reads them).
  latencies: [],
  renders: 0,
  lineCount: 0,
  // The name of the Interface Builder document in the editor, or null for .layout text.
  document: null,
  // The scenes of the last answer for a document, and the id of the one shown.
  scenes: [],
  sceneID: null,
};
window.playground = state;

// ---- The editor: line numbers and marked lines follow the text and its scrolling.

function lineHeight() {
  return parseFloat(getComputedStyle(editor).lineHeight) || 20;
}

function updateGutter() {
  const count = editor.value.split("\n").length;
  if (count !== state.lineCount) {
    state.lineCount = count;
    const numbers = [];
    for (let line = 1; line <= count; line++) numbers.push(line);
    gutter.textContent = numbers.join("\n");
  }
  gutter.scrollTop = editor.scrollTop;
  marks.style.transform = `translateY(${-editor.scrollTop}px)`;
}

function markLines(diagnostics) {
  marks.replaceChildren();
  const top = parseFloat(getComputedStyle(editor).paddingTop) || 0;
  const seen = new Set();
  for (const diagnostic of diagnostics) {
    if (seen.has(diagnostic.line)) continue;
    seen.add(diagnostic.line);
    const mark = document.createElement("div");
    mark.className = diagnostic.severity;
    mark.dataset.line = diagnostic.line;
    mark.style.top = `${top + (diagnostic.line - 1) * lineHeight()}px`;
    marks.append(mark);
  }
  // The gutter's numbers of those lines in red: rebuilt as spans only when there is something to mark.
  const count = editor.value.split("\n").length;
  const parts = [];
  for (let line = 1; line <= count; line++) {
    parts.push(seen.has(line) ? `<span class="bad">${line}</span>` : String(line));
  }
  gutter.innerHTML = parts.join("\n");
  state.lineCount = seen.size ? -1 : count;
  updateGutter();
}

// Selects line `line` (1-based) of the editor and scrolls it into view.
function selectLine(line) {
  const lines = editor.value.split("\n");
  let start = 0;
  for (let index = 0; index < line - 1 && index < lines.length; index++) start += lines[index].length + 1;
  const end = start + (lines[line - 1] || "").length;
  editor.focus();
  editor.setSelectionRange(start, end);
  const wanted = (line - 1) * lineHeight();
  if (wanted < editor.scrollTop || wanted > editor.scrollTop + editor.clientHeight - 2 * lineHeight()) {
    editor.scrollTop = Math.max(0, wanted - editor.clientHeight / 3);
  }
  updateGutter();
}

// ---- Rendering: one request at a time; edits made meanwhile are sent as one when it answers.

function scheduleRender() {
  state.editedAt = performance.now();
  // One render at a time: the edits made while one is in flight (a burst of keystrokes, a held key, a slider
  // dragged) are gathered into the next, so an edit on an idle page is sent at once.
  if (state.inFlight) {
    state.dirty = true;
    return;
  }
  render();
}

function renderURL() {
  const query = new URLSearchParams({ format: "svg", constraints: "1" });
  if (state.sizeOverridden) {
    query.set("width", widthInput.value);
    query.set("height", heightInput.value);
  }
  if ($("rtl").checked) query.set("rtl", "1");
  return `/render?${query}`;
}

async function render() {
  state.inFlight = true;
  state.dirty = false;
  const editedAt = state.editedAt;
  let answer;
  try {
    const headers = state.document ? { "Content-Type": "application/xml" } : {};
    const response = await fetch(renderURL(), { method: "POST", body: editor.value, headers });
    answer = await response.json();
    answer.status = response.status;
  } catch (error) {
    answer = { status: 0, error: `the playground server does not answer (${error.message})` };
  }
  show(answer, editedAt);
  state.inFlight = false;
  if (state.dirty) render();
}

function show(answer, editedAt) {
  state.renders += 1;
  if (answer.error) {
    picture.classList.add("stale");
    listDiagnostics([], answer.error);
    status.textContent = `HTTP ${answer.status}`;
    return;
  }
  if (answer.scenes) {
    showScenes(answer, editedAt);
    return;
  }
  listDiagnostics(answer.diagnostics || []);
  if (answer.rendering === null) {
    // The text does not parse: keep the last picture, dimmed, until it does.
    picture.classList.add("stale");
    status.textContent = "does not parse";
    return;
  }
  swapPicture(answer.rendering);
  picture.classList.remove("stale");
  if (!state.sizeOverridden && answer.canvas) {
    setSlider(widthInput, answer.canvas.width);
    setSlider(heightInput, answer.canvas.height);
  }
  measure(editedAt);
}

// An Interface Builder document: its scenes in the menu, the chosen one (or the first) drawn.
function showScenes(answer, editedAt) {
  state.scenes = answer.scenes;
  const select = $("scenes");
  select.replaceChildren();
  for (const scene of answer.scenes) {
    const option = document.createElement("option");
    option.value = scene.id;
    option.textContent = `${scene.name} (${scene.id})`;
    select.append(option);
  }
  $("scene-choice").hidden = false;
  if (!answer.scenes.some((scene) => scene.id === state.sceneID)) {
    state.sceneID = answer.scenes.length ? answer.scenes[0].id : null;
  }
  select.value = state.sceneID || "";
  const scene = answer.scenes.find((candidate) => candidate.id === state.sceneID);
  if (!scene) {
    // Nothing to draw: the document does not read, or has no scene.
    picture.classList.add("stale");
    listDiagnostics(answer.diagnostics || []);
    status.textContent = answer.status === 422 ? "does not read" : "no scenes";
    return;
  }
  listDiagnostics(scene.diagnostics);
  swapPicture(scene.rendering);
  picture.classList.remove("stale");
  setSlider(widthInput, scene.canvas.width);
  setSlider(heightInput, scene.canvas.height);
  measure(editedAt);
}

$("scenes").addEventListener("change", (event) => {
  state.sceneID = event.target.value;
  showScenes({ scenes: state.scenes }, performance.now());
});

function measure(editedAt) {
  // The time from the edit to the frame that shows its picture: measured after the next paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const latency = performance.now() - editedAt;
      state.latencies.push(latency);
      status.textContent = `${Math.round(latency)} ms from edit to picture`;
    }, 0),
  );
}

// Replaces the picture in one step (no empty frame in between), keeping the hover readout on the same view.
function swapPicture(svgText) {
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = parsed.documentElement;
  if (svg.nodeName !== "svg") return;
  const fresh = document.importNode(svg, true);
  fitPicture(fresh);
  const old = picture.querySelector("svg");
  if (old) picture.replaceChild(fresh, old);
  else picture.append(fresh);
  if (state.hovered) highlight(fresh.querySelector(`rect[data-name="${CSS.escape(state.hovered)}"]`));
}

// Scales the picture to fill the pane (at most four times its size in points, so a tiny canvas is readable and a
// phone-sized one is whole); the SVG's own coordinates do not change.
function fitPicture(svg) {
  const width = parseFloat(svg.getAttribute("width")) || 1;
  const height = parseFloat(svg.getAttribute("height")) || 1;
  const style = getComputedStyle(picture);
  const room = {
    width: picture.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    height: picture.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
  };
  const scale = Math.max(0.05, Math.min(room.width / width, room.height / height, 4));
  svg.style.width = `${width * scale}px`;
  svg.style.height = `${height * scale}px`;
}

window.addEventListener("resize", () => {
  const svg = picture.querySelector("svg");
  if (svg) fitPicture(svg);
});

function listDiagnostics(diagnostics, error) {
  const list = $("diagnostics");
  list.replaceChildren();
  if (error) {
    const item = document.createElement("li");
    item.className = "error";
    item.innerHTML = '<span class="kind">error</span> ';
    item.append(error);
    list.append(item);
  }
  for (const diagnostic of diagnostics) {
    const item = document.createElement("li");
    item.className = diagnostic.severity;
    item.dataset.line = diagnostic.line;
    const where = document.createElement("span");
    where.className = "where";
    where.textContent = `${diagnostic.line}:${diagnostic.column}`;
    const kind = document.createElement("span");
    kind.className = "kind";
    kind.textContent = `${diagnostic.kind}:`;
    item.append(where, kind, " ", diagnostic.message);
    item.addEventListener("click", () => selectLine(diagnostic.line));
    list.append(item);
  }
  if (!error && diagnostics.length === 0) {
    const item = document.createElement("li");
    item.className = "none";
    item.textContent = "No problems: every view's frame is fixed and no constraint conflicts.";
    list.append(item);
  }
  markLines(diagnostics);
}

// ---- Hovering: a view and its constraints, or a constraint's description.

function highlight(rect) {
  for (const element of picture.querySelectorAll(".hovered, .related")) {
    element.classList.remove("hovered", "related");
  }
  if (!rect) {
    state.hovered = null;
    return;
  }
  const name = rect.dataset.name;
  state.hovered = name;
  rect.classList.add("hovered");
  const quoted = CSS.escape(name);
  const related = picture.querySelectorAll(`g[data-first="${quoted}"], g[data-second="${quoted}"]`);
  for (const group of related) group.classList.add("related");
  const [x, y, width, height] = (rect.dataset.frame || "").split(" ");
  info.textContent = `${name}  frame (${x}, ${y}, ${width} × ${height})  ${related.length} constraint(s)`;
}

picture.addEventListener("mouseover", (event) => {
  const constraint = event.target.closest("g[data-constraint]");
  if (constraint) {
    const title = constraint.querySelector("title");
    info.textContent = title ? title.textContent : "";
    return;
  }
  const rect = event.target.closest("rect[data-name]");
  if (rect) highlight(rect);
});

picture.addEventListener("mouseleave", () => {
  highlight(null);
  info.textContent = "Hover a view or a constraint.";
});

// ---- Controls.

function setSlider(input, value) {
  const rounded = Math.round(value);
  if (rounded > Number(input.max)) input.max = rounded;
  input.value = rounded;
  $(`${input.id}-value`).textContent = rounded;
}

for (const input of [widthInput, heightInput]) {
  input.addEventListener("input", () => {
    state.sizeOverridden = true;
    $(`${input.id}-value`).textContent = input.value;
    scheduleRender();
  });
}

$("rtl").addEventListener("change", scheduleRender);

const overlay = $("overlay");
function applyOverlay() {
  picture.classList.toggle("no-overlay", !overlay.checked);
}
overlay.addEventListener("change", applyOverlay);

editor.addEventListener("input", () => {
  updateGutter();
  scheduleRender();
});
editor.addEventListener("scroll", updateGutter);

// Opens text in the editor: .layout text, or an Interface Builder document when `documentName` is given.
function load(text, documentName = null) {
  state.document = documentName;
  state.sceneID = null;
  $("scene-choice").hidden = documentName === null;
  for (const input of [widthInput, heightInput]) input.disabled = documentName !== null;
  editor.value = text;
  state.sizeOverridden = false;
  state.lineCount = 0;
  updateGutter();
  scheduleRender();
}

async function loadExamples() {
  const select = $("examples");
  try {
    const examples = await (await fetch("/examples")).json();
    for (const example of examples) {
      const option = document.createElement("option");
      option.value = example.name;
      option.textContent = example.name;
      option.dataset.text = example.text;
      select.append(option);
    }
  } catch (error) {
    status.textContent = "no examples";
  }
  select.addEventListener("change", () => {
    const option = select.selectedOptions[0];
    if (option && option.dataset.text !== undefined) load(option.dataset.text);
  });
  return select;
}

// The share link carries the text in the fragment, which never reaches a server.
$("share").addEventListener("click", async () => {
  const link = `${location.origin}${location.pathname}#layout=${encodeURIComponent(editor.value)}`;
  history.replaceState(null, "", link);
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = "link copied";
  } catch (error) {
    status.textContent = "link in the address bar";
  }
});

function textFromFragment() {
  const match = /^#layout=(.*)$/s.exec(location.hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch (error) {
    return null;
  }
}

// ---- Drag and drop: a .layout file opens in the editor; so does an Interface Builder document, whose scenes the
// server lays out (editing its XML re-lays them out).

const drop = $("drop");
window.addEventListener("dragover", (event) => {
  event.preventDefault();
  drop.hidden = false;
});
drop.addEventListener("dragleave", () => {
  drop.hidden = true;
});
window.addEventListener("drop", async (event) => {
  event.preventDefault();
  drop.hidden = true;
  const file = event.dataTransfer.files[0];
  if (!file) return;
  const text = await file.text();
  load(text, /\.(xib|storyboard)$/i.test(file.name) ? file.name : null);
});

// ---- With `masonry serve FILE`: that file's text, reloaded whenever it changes on disk.

async function watchFile() {
  const response = await fetch("/file");
  if (response.status !== 200) return false;
  const file = await response.json();
  const banner = $("watching");
  banner.hidden = false;
  banner.textContent = `Showing ${file.path}: it reloads when the file changes on disk.`;
  const events = new EventSource("/events");
  events.addEventListener("file", (event) => {
    const changed = JSON.parse(event.data);
    if (changed.text !== null && changed.text !== editor.value) load(changed.text);
    banner.textContent =
      changed.text === null
        ? `${file.path} cannot be read right now.`
        : `Showing ${file.path}: it reloads when the file changes on disk.`;
  });
  if (file.text !== null) load(file.text);
  return true;
}

async function start() {
  applyOverlay();
  const select = await loadExamples();
  if (await watchFile()) return;
  const shared = textFromFragment();
  if (shared !== null) {
    load(shared);
    return;
  }
  const first = [...select.options].find((option) => option.value === "card.layout") || select.options[1];
  if (first) {
    select.value = first.value;
    load(first.dataset.text);
  }
}

start();
