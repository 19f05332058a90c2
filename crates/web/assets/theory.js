// The theory beside the board: listens to the explorer's
// `hookgames:answer` events (explorer.js) and draws its panels in
// #theory, every number from the server's /api/theory (the library):
//
// * the Maya diagram: the β-numbers β_i = λ_i + ℓ − i as stones on a line
//   of cells (Kawanaka §8). A click on a box (i, j) of the board — or on a
//   stone, then on one of its marked cells — moves the stone β_i to
//   β_i − h(i, j), animated; the last move is recorded in #theory's
//   data-moved-from, data-moved-to, data-moved-box and data-moved-hook;
// * the n-core and n-quotient on the n-runner abacus (n in the panel,
//   default 2);
// * Kawanaka's good move, level by level (Theorem 4.2 (ii)), ending at the
//   box of the winning move;
// * with a rectangle — the explorer's own (MHRG, `answer.rect`) or one
//   typed in the panel — the diagonal expression, Motegi's subset and the
//   images under E, E⁻¹, Φ⁻¹, Ψ, Ψ⁻¹.
'use strict';

(() => {
  const SVG = 'http://www.w3.org/2000/svg';
  // The longest position sent in a query string; longer ones go in a POST body.
  const MAX_GET = 4000;
  const $ = (id) => document.getElementById(id);

  const st = {
    detail: null, // the last hookgames:answer event's detail
    theory: null, // the last /api/theory answer
    seq: 0,
    controller: null,
    n: 2,
    rect: '', // typed in the panel ('' = the explorer's own, if any)
    pending: null, // { from, to, rows, text }: a move whose result is awaited
    selected: null, // the row of the selected stone
  };

  function el(name, attrs, parent, text) {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  function html(name, attrs, parent, text) {
    const e = document.createElement(name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  const panel = () => $('theory');

  // ---- the panel's frame ---------------------------------------------------

  function frame() {
    const p = panel();
    if (!p || $('theory-form')) return;
    html('h2', { id: 'theory-title' }, p, 'Theory');
    const form = html('form', { id: 'theory-form', autocomplete: 'off' }, p);
    const ln = html('label', {}, form, 'n (core, quotient) ');
    const n = html('input', { id: 'theory-n', type: 'number', min: '1', max: '256', value: String(st.n) }, ln);
    const lr = html('label', {}, form, 'rectangle (MHRG) ');
    const r = html('input', { id: 'theory-rect', type: 'text', placeholder: 'MxN', size: '7' }, lr);
    html('button', { id: 'theory-apply', type: 'submit' }, form, 'Show');
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      st.n = Math.max(1, Number(n.value) || 2);
      st.rect = r.value.trim();
      ask();
    });
    n.addEventListener('change', () => {
      st.n = Math.max(1, Number(n.value) || 2);
      ask();
    });
    html('p', { id: 'theory-error', role: 'alert', hidden: '' }, p);
    html('p', { id: 'theory-note', class: 'theory-muted' }, p);
    for (const id of ['maya', 'abacus', 'descent', 'mhrg']) html('div', { id: `theory-${id}-block`, class: 'theory-block', hidden: '' }, p);
    html('p', { id: 'theory-omitted', class: 'theory-muted' }, p);
  }

  // ---- the server ----------------------------------------------------------

  function rectOf(detail) {
    if (st.rect) return st.rect;
    const r = detail && detail.answer && detail.answer.rect;
    if (!r) return '';
    return typeof r === 'string' ? r : `${r.m}x${r.n}`;
  }

  async function ask() {
    const d = st.detail;
    if (!d || !d.answer) return;
    const seq = ++st.seq;
    const fields = { position: d.answer.position.text, n: String(st.n) };
    const rect = rectOf(d);
    if (rect) fields.rect = rect;
    if (st.controller) st.controller.abort();
    st.controller = new AbortController();
    panel().dataset.state = 'loading';
    let body;
    try {
      const response = fields.position.length <= MAX_GET
        ? await fetch(`/api/theory?${new URLSearchParams(fields)}`, { signal: st.controller.signal })
        : await fetch('/api/theory', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fields, n: st.n }),
          signal: st.controller.signal,
        });
      body = await response.json();
    } catch (e) {
      if (e.name === 'AbortError') return;
      body = { error: { kind: 'io', message: `the server cannot be reached: ${e.message}` } };
    }
    if (seq !== st.seq) return;
    render(body);
  }

  // ---- drawing -------------------------------------------------------------

  function render(t) {
    const p = panel();
    const err = $('theory-error');
    for (const id of ['maya', 'abacus', 'descent', 'mhrg']) $(`theory-${id}-block`).hidden = true;
    $('theory-omitted').textContent = '';
    if (t.error) {
      st.theory = null;
      err.hidden = false;
      err.textContent = `${t.error.kind}: ${t.error.message}`;
      p.dataset.state = 'error';
      return;
    }
    err.hidden = true;
    st.theory = t;
    p.dataset.position = t.position.text;
    p.dataset.n = String(t.n);
    $('theory-title').textContent = `Theory of λ = ${t.position.text}`;
    const g = t.grundy === undefined ? 'beyond the memory budget' : t.grundy;
    $('theory-note').textContent = `|λ| = ${t.size}, ℓ(λ) = ${t.rows}; Sato–Welter value (normal play, Kawanaka (9.1)) ${g}.`;
    if (t.maya) drawMaya(t);
    if (t.abacus) drawAbacus(t);
    if (t.descent) drawDescent(t);
    if (t.mhrg) drawMhrg(t);
    const omitted = (t.omitted || []).filter((o) => o.field !== 'mhrg' || rectOf(st.detail));
    $('theory-omitted').textContent = omitted.map((o) => `${o.field}: ${o.reason}`).join(' · ');
    p.dataset.state = 'ready';
  }

  function heading(block, text, note) {
    block.replaceChildren();
    block.hidden = false;
    html('h3', {}, block, text);
    if (note) html('p', { class: 'theory-muted' }, block, note);
  }

  // The geometry of the line of cells.
  function line(cells) {
    const cell = Math.max(10, Math.min(28, Math.floor(700 / Math.max(cells, 1))));
    return { cell, pad: 8, x: (k) => 8 + k * cell + cell / 2 };
  }

  function drawMaya(t) {
    const block = $('theory-maya-block');
    heading(block, 'Maya diagram (Kawanaka §8)',
      'The stone of row i sits on β_i = λ_i + ℓ − i; removing the hook of the box (i, j) moves it h(i, j) cells left, to an empty cell. Click a box of the board, or a stone and then a marked cell.');
    const stones = t.maya.stones.map(Number);
    // After a move, the new diagram's frame has d fewer stones: the moved
    // stone slides from from − d to to − d.
    const pend = st.pending && st.pending.text !== t.position.text ? st.pending : null;
    const d = pend ? pend.rows - stones.length : 0;
    const slide = pend && d >= 0 && stones.includes(pend.to - d) ? { from: pend.from - d, to: pend.to - d } : null;
    st.pending = null;
    const cells = Math.max(Number(t.maya.cells), slide ? slide.from + 1 : 0, 1);
    const g = line(cells);
    const width = cells * g.cell + 2 * g.pad;
    const height = g.cell + 26;
    const svg = el('svg', { id: 'theory-maya', width, height, viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': 'Maya diagram' }, block);
    for (let k = 0; k < cells; k++) {
      const c = el('g', { class: 'cell', 'data-cell': k }, svg);
      el('rect', { x: g.pad + k * g.cell, y: g.pad, width: g.cell, height: g.cell }, c);
      if (cells <= 80 || k % 5 === 0) el('text', { x: g.x(k), y: g.pad + g.cell + 12, 'text-anchor': 'middle' }, c, String(k));
    }
    stones.forEach((b, i) => {
      const s = el('circle', {
        class: 'stone', 'data-row': i + 1, 'data-beta': b, cx: g.x(b), cy: g.pad + g.cell / 2, r: g.cell * 0.36,
        tabindex: '0', role: 'button', 'aria-label': `the stone β_${i + 1} = ${b}`,
      }, svg);
      el('title', {}, s, `row ${i + 1}: β = ${b}`);
      if (slide && b === slide.to) animate(s, (slide.from - slide.to) * g.cell, 0);
    });
    $('theory-maya').addEventListener('click', onMayaClick);
    html('p', { id: 'theory-maya-note', class: 'theory-muted' }, block,
      `${stones.length} stones: ${stones.join(', ')}`);
    if (st.selected !== null && st.selected <= stones.length) select(st.selected);
    else st.selected = null;
  }

  // Slides the stone `s` by dx (px) from dx0: the Web Animations API, no
  // inline style (the page's CSP allows no inline style attributes).
  function animate(s, dx0, dx1) {
    if (!s.animate) return;
    s.animate([{ transform: `translateX(${dx0}px)` }, { transform: `translateX(${dx1}px)` }], { duration: 900, easing: 'ease-in-out' });
  }

  // A click on a stone selects it and marks its targets; a click on a
  // marked cell makes the move (the board's box plays it).
  function onMayaClick(e) {
    const t = st.theory;
    if (!t || !t.maya) return;
    const stone = e.target.closest('circle.stone');
    if (stone) {
      select(Number(stone.dataset.row));
      return;
    }
    const cell = e.target.closest('g.cell.target');
    if (cell && st.selected !== null) {
      const i = st.selected;
      const to = Number(cell.dataset.cell);
      const j = t.maya.targets[i - 1].findIndex((x) => Number(x) === to) + 1;
      if (j < 1) return;
      moveStone(i, j);
      const box = document.querySelector(`#board g.box[data-row="${i}"][data-col="${j}"]`);
      if (box) box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
  }

  function select(i) {
    const t = st.theory;
    st.selected = i;
    const svg = $('theory-maya');
    for (const c of svg.querySelectorAll('g.cell.target')) c.classList.remove('target');
    for (const s of svg.querySelectorAll('circle.stone.selected')) s.classList.remove('selected');
    const s = svg.querySelector(`circle.stone[data-row="${i}"]`);
    if (!s) return;
    s.classList.add('selected');
    for (const to of t.maya.targets[i - 1]) svg.querySelector(`g.cell[data-cell="${Number(to)}"]`)?.classList.add('target');
    panel().dataset.selected = String(i);
  }

  // The hook of the box (i, j): the stone β_i moves to β_i − h(i, j).
  function moveStone(i, j) {
    const t = st.theory;
    if (!t || !t.maya) return;
    const row = t.maya.targets[i - 1];
    if (!row || j < 1 || j > row.length) return;
    const from = Number(t.maya.stones[i - 1]);
    const to = Number(row[j - 1]);
    const p = panel();
    p.dataset.movedFrom = String(from);
    p.dataset.movedTo = String(to);
    p.dataset.movedBox = `${i},${j}`;
    p.dataset.movedHook = String(from - to);
    $('theory-maya-note').textContent = `The hook at (${i},${j}), of length ${from - to}: the stone ${from} moves to ${to}.`;
    st.pending = { from, to, rows: t.maya.stones.length, text: t.position.text };
    const svg = $('theory-maya');
    const s = svg && svg.querySelector(`circle.stone[data-row="${i}"]`);
    if (s) {
      const g = line(Number(svg.querySelectorAll('g.cell').length));
      s.setAttribute('cx', g.x(to));
      s.dataset.beta = String(to);
      animate(s, (from - to) * g.cell, 0);
    }
  }

  // The board's boxes, by delegation (the explorer redraws the board on
  // every answer): pointerdown comes before the click that plays the move.
  function onBoard(e) {
    const box = e.target.closest && e.target.closest('#board g.box');
    if (!box || box.classList.contains('coin')) return;
    if (e.type === 'keydown' && e.key !== 'Enter' && e.key !== ' ') return;
    moveStone(Number(box.dataset.row), Number(box.dataset.col));
  }

  function drawAbacus(t) {
    const a = t.abacus;
    const block = $('theory-abacus-block');
    heading(block, `${a.n}-core and ${a.n}-quotient (Kawanaka §8–9)`,
      `The ${a.stones} stones on ${a.n} runners (runner k holds the cells k + ${a.n}·level); sliding every bead down gives the core, each runner's gaps a partition of the quotient.`);
    const levels = a.runners.map((r) => r.map(Number));
    const top = Math.max(0, ...levels.flat()) + 1;
    if (a.n <= 64 && top <= 200) {
      const w = 22;
      const h = 14;
      const width = a.n * w + 40;
      const height = top * h + 28;
      const svg = el('svg', { id: 'theory-abacus', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': `the ${a.n}-runner abacus` }, block);
      levels.forEach((r, k) => {
        const x = 30 + k * w;
        el('line', { x1: x, y1: 8, x2: x, y2: 8 + (top - 1) * h, class: 'runner' }, svg);
        el('text', { x, y: height - 4, 'text-anchor': 'middle' }, svg, String(k));
        for (const l of r) el('circle', { class: 'bead', 'data-runner': k, 'data-level': l, cx: x, cy: 8 + (top - 1 - l) * h, r: 5 }, svg);
      });
    }
    const dl = html('dl', { class: 'theory-facts' }, block);
    html('dt', {}, dl, `${a.n}-core`);
    html('dd', { id: 'theory-core', 'data-text': a.core.text }, dl, a.core.text);
    html('dt', {}, dl, `${a.n}-quotient`);
    const q = a.quotient.map((x) => x.text);
    html('dd', { id: 'theory-quotient', 'data-text': q.join(' | ') }, dl, `(${q.join(' | ')})`);
    html('dt', {}, dl, `${a.n}-weight`);
    html('dd', { id: 'theory-weight' }, dl, `${a.weight} (hooks of length divisible by ${a.n})`);
  }

  const SUBGROUP = { ab: '⟨ab⟩ (the 2-quotient)', a: '⟨a⟩', b: '⟨b⟩' };

  function stepText(s, k) {
    const t = Number(s.target);
    const head = `D${k ? '′'.repeat(Math.min(k, 3)) + (k > 3 ? `(${k})` : '') : ' = λ'}: ${s.size} boxes, E⁽²⁾(D) = ${s.value}`;
    const comp = s.components ? ` ≅ ${s.components.map((c) => c.text).join(' ⊔ ')}` : '';
    const digits = `target t = ${t} (t₀ = ${s.target_digits[0]}, t₁ = ${s.target_digits[1]}), ε₀ = ${s.epsilon0}, ε₁ = ${s.epsilon1}`;
    let what;
    if (s.action === 'quotient') {
      const why = s.case === 1 ? 'ε₀ = t₀' : s.case === 2 ? 'ε₀ ≠ t₀ and ε₁ = t₁' : 'ε₀ ≠ t₀ and ε₁ ≠ t₁';
      what = `case ${s.case} (${why}): the digit t₀ = ${s.target_digits[0]} is fixed; pass to the (G, ${SUBGROUP[s.subgroup]})-quotient with t′ = ${s.next_target}`;
    } else if (s.action === 'cube') {
      const ok = t === (s.size - 1) % 2;
      what = `every hook has length 1 (a cube): every follower has value (|D| − 1) mod 2 = ${(s.size - 1) % 2}, so ${ok ? 'every box of D is a winning move' : 'no box is'}`;
    } else if (s.action === 'empty') {
      what = 'D is empty: no move';
    } else {
      what = `t ≥ |D|: no follower has value ${t}`;
    }
    return `${head}${comp}; ${digits}: ${what}.`;
  }

  // A small copy of λ with the boxes of D shaded.
  function miniature(parts, boxes, answer) {
    const rows = parts.length;
    const cols = Math.max(1, ...parts);
    const c = Math.max(3, Math.min(10, Math.floor(160 / Math.max(cols, rows))));
    const svg = el('svg', { class: 'theory-mini', width: cols * c + 2, height: Math.max(rows, 1) * c + 2, viewBox: `0 0 ${cols * c + 2} ${Math.max(rows, 1) * c + 2}`, 'aria-hidden': 'true' });
    const inD = new Set(boxes.map(([i, j]) => `${i},${j}`));
    const win = new Set(answer.map(([i, j]) => `${i},${j}`));
    parts.forEach((p, i) => {
      for (let j = 1; j <= p; j++) {
        const key = `${i + 1},${j}`;
        el('rect', { x: 1 + (j - 1) * c, y: 1 + i * c, width: c, height: c, class: win.has(key) ? 'win' : inD.has(key) ? 'in' : 'out' }, svg);
      }
    });
    return svg;
  }

  function partsOf(t) {
    const out = [];
    for (const [p, m] of t.position.runs) for (let k = 0; k < Number(m); k++) out.push(Number(p));
    return out;
  }

  function drawDescent(t) {
    const d = t.descent;
    const block = $('theory-descent-block');
    heading(block, 'Kawanaka’s good move, step by step (Theorem 4.2 (ii))',
      'From D = λ and the target t = 0, each level reads the digits ε₀ = |D| mod 2 and ε₁ = |D₍₂₎| mod 2 of E⁽²⁾(D) and the digits of t, and passes to a quotient of D by Klein’s four group with a new target — no follower’s value is computed.');
    const parts = partsOf(t);
    const ol = html('ol', { id: 'theory-descent' }, block);
    d.steps.forEach((s, k) => {
      const last = k === d.steps.length - 1;
      const li = html('li', {
        class: last ? 'descent-step descent-last' : 'descent-step',
        'data-step': k, 'data-size': s.size, 'data-action': s.action, 'data-target': s.target,
        'data-boxes': s.boxes.map(([i, j]) => `${i},${j}`).join(';'),
      }, ol);
      if (s.case) li.dataset.case = s.case;
      if (s.subgroup) li.dataset.subgroup = s.subgroup;
      if (s.next_target !== undefined) li.dataset.nextTarget = s.next_target;
      if (last) li.dataset.answer = d.boxes.map(([i, j]) => `${i},${j}`).join(';');
      if (parts.length && parts.length <= 200 && parts[0] <= 200) li.appendChild(miniature(parts, s.boxes, last ? d.boxes : []));
      html('span', {}, li, stepText(s, k));
    });
    const good = html('p', { id: 'theory-good-move', 'data-boxes': d.boxes.map(([i, j]) => `${i},${j}`).join(';') }, block);
    if (d.moves.length) {
      good.textContent = d.moves.map((m) => `The winning move: remove the hook at (${m.hook.row},${m.hook.column}), of length ${m.hook.length}, leaving ${m.to.text}.`).join(' ');
    } else {
      good.textContent = t.grundy === '0' ? 'λ is a P-position (value 0): no move wins.' : 'No winning move.';
    }
  }

  function drawMhrg(t) {
    const m = t.mhrg;
    const block = $('theory-mhrg-block');
    heading(block, `MHRG(${m.rect.m}, ${m.rect.n}): the position in the ${m.rect.m} × ${m.rect.n} rectangle`);
    const dl = html('dl', { class: 'theory-facts' }, block);
    html('dt', {}, dl, 'diagonal expression d(Y) (Abuku–Tada §3)');
    html('dd', { id: 'theory-diagonal', 'data-values': m.diagonal.join(',') }, dl, `(${m.diagonal.join(', ')})`);
    html('dt', {}, dl, 'Motegi’s subset I(Y) ⊂ [1, m+n]');
    html('dd', { id: 'theory-subset', 'data-values': m.subset.join(',') }, dl, `{${m.subset.join(', ')}}`);
    html('dt', {}, dl, 'Motegi, Theorem 5.1');
    html('dd', { id: 'theory-position', 'data-position': String(m.is_position) }, dl, m.status);
    if (!m.maps.length) {
      html('p', { class: 'theory-muted' }, block, 'None of E, E⁻¹, Φ⁻¹, Ψ, Ψ⁻¹ has this rectangle as its domain (E: m ≤ n, m + n even; Ψ: m = n; Ψ⁻¹, Φ⁻¹: n = m + 1).');
      return;
    }
    const ul = html('ul', { id: 'theory-maps' }, block);
    for (const x of m.maps) {
      const li = html('li', { class: 'theory-map', 'data-map': x.map }, ul);
      if (x.image) {
        li.dataset.image = x.image.text;
        const where = x.map === 'Φ⁻¹' ? `a shifted diagram of SY_${x.to.m}` : `in ${x.to.m} × ${x.to.n}`;
        const d = x.diagonal ? `, d = (${x.diagonal.join(', ')})` : '';
        li.textContent = `${x.map}(Y) = ${x.image.text} (${where}${d}) — ${x.source}`;
      } else {
        li.textContent = `${x.map}: ${x.refused} — ${x.source}`;
      }
    }
  }

  // ---- wiring --------------------------------------------------------------

  document.addEventListener('hookgames:answer', (e) => {
    frame();
    st.detail = e.detail;
    const a = e.detail && e.detail.answer;
    const p = panel();
    if (!a) {
      p.dataset.state = 'idle';
      return;
    }
    if (a.shape && a.shape !== 'young') {
      for (const id of ['maya', 'abacus', 'descent', 'mhrg']) $(`theory-${id}-block`).hidden = true;
      $('theory-title').textContent = 'Theory';
      $('theory-note').textContent = 'The theory panel is about Young diagrams; this game’s positions are drawn as shifted diagrams or coins.';
      p.dataset.state = 'idle';
      return;
    }
    ask();
  });

  document.addEventListener('pointerdown', onBoard, true);
  document.addEventListener('keydown', onBoard, true);
  frame();
})();
