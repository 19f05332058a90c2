// The explorer's tables: the MHRG table G(Y_{m,n}) (Abuku–Tada, Table 1,
// and beyond: the published data, or computed within the limits) and the
// board of the position shown (LCTR, Downright, two-dimensional LCTR:
// Figure 5's SG(λ[i−1,j−1]); chess: the piece's value on every box).
// Every number comes from the server's /api/tables; each cell is a link
// to the explorer's board of its position.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const BOARDS = ['lctr', 'downright', 'multi-lctr', 'chess'];
  const st = { detail: null, seq: 0 };

  // The page's address of the explorer's position `open` (the fields of /api/explore).
  function link(open, play) {
    const q = new URLSearchParams({ game: open.game, play: play || 'normal', position: open.position.text });
    if (open.rect) q.set('rect', open.rect);
    if (open.piece) q.set('piece', open.piece);
    if (open.at) q.set('at', `${open.at.row},${open.at.column}`);
    return `/?${q}`;
  }

  function fill(v) {
    const dark = document.documentElement.classList.contains('dark');
    if (v === 0) return dark ? '#2f9e66' : '#2e8b57';
    const h = [215, 275, 330, 25, 48, 190, 300, 0][(v - 1) % 8];
    return `hsl(${h}, 55%, ${dark ? 30 : 83}%)`;
  }

  function fields() {
    const kind = $('table-game').value;
    if (kind === 'mhrg') return { game: 'mhrg', n: $('table-side').value || '9' };
    const d = st.detail;
    if (!d || !d.answer || !BOARDS.includes(d.game)) return null;
    const f = { game: d.game, position: d.answer.position.text, play: d.play };
    if (d.game === 'chess' && d.answer.piece) f.piece = d.answer.piece;
    return f;
  }

  function showError(message) {
    const box = $('table-error');
    box.hidden = !message;
    box.textContent = message ? `Refused: ${message}` : '';
  }

  async function show() {
    const f = fields();
    const seq = ++st.seq;
    const table = $('value-table');
    if (!f) {
      table.replaceChildren();
      $('table-title').textContent = 'This game has no board table: LCTR, Downright, two-dimensional LCTR and chess have one.';
      $('tables').dataset.state = 'none';
      return;
    }
    $('tables').dataset.state = 'loading';
    let body;
    try {
      const response = await fetch(`/api/tables?${new URLSearchParams(f)}`);
      body = await response.json();
    } catch (e) {
      body = { error: { message: `the server cannot be reached: ${e.message}` } };
    }
    if (seq !== st.seq) return;
    if (body.error) {
      showError(body.error.message);
      table.replaceChildren();
      $('tables').dataset.state = 'error';
      return;
    }
    showError(null);
    draw(body);
    $('tables').dataset.state = 'ready';
    $('tables').dataset.game = body.game;
  }

  function draw(t) {
    $('table-title').textContent = t.title;
    const table = $('value-table');
    table.replaceChildren();
    const mhrg = t.game === 'mhrg';
    const head = document.createElement('tr');
    head.appendChild(document.createElement('th')).textContent = mhrg ? 'm \\ n' : 'i \\ j';
    const width = Math.max(0, ...t.cells.map((r) => r.length));
    for (let j = 1; j <= width; j++) head.appendChild(document.createElement('th')).textContent = String(j);
    table.appendChild(head);
    t.cells.forEach((row, i) => {
      const tr = document.createElement('tr');
      tr.appendChild(document.createElement('th')).textContent = String(i + 1);
      row.forEach((c, j) => {
        const td = document.createElement('td');
        td.dataset.row = i + 1;
        td.dataset.col = j + 1;
        if (c.grundy !== undefined) {
          const a = document.createElement('a');
          a.href = link(c.open, t.play);
          a.textContent = c.grundy;
          a.title = `${c.open.game} ${c.open.position.text}${c.open.rect ? ` in ${c.open.rect}` : ''}${c.open.at ? ` at (${c.open.at.row},${c.open.at.column})` : ''}: value ${c.grundy}${c.source === 'published' ? ' (published data)' : ''}`;
          td.dataset.value = c.grundy;
          td.style.background = fill(Number(c.grundy));
          if (c.grundy === '0') td.classList.add('zero');
          td.appendChild(a);
        } else {
          td.textContent = '·';
          td.title = 'beyond the limits (see below)';
        }
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
    const ul = $('table-omitted');
    ul.replaceChildren();
    for (const o of t.omitted || []) {
      const li = document.createElement('li');
      li.textContent = o.reason;
      ul.appendChild(li);
    }
  }

  function sync() {
    $('table-side-label').hidden = $('table-game').value !== 'mhrg';
  }

  document.addEventListener('DOMContentLoaded', () => {
    $('table-game').addEventListener('change', () => {
      sync();
      show();
    });
    $('table-form').addEventListener('submit', (e) => {
      e.preventDefault();
      show();
    });
    sync();
  });

  // The board table follows the position shown.
  document.addEventListener('hookgames:answer', (e) => {
    st.detail = e.detail;
    const board = BOARDS.includes(e.detail.game);
    if (board && $('table-game').value !== 'board' && !st.chosen) $('table-game').value = 'board';
    sync();
    if ($('table-game').value === 'board' || !st.shown) {
      st.shown = true;
      show();
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    $('table-game').addEventListener('change', () => { st.chosen = true; });
  });
})();
