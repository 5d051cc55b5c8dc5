/// The session page's layout: a header with the timeline, the command list on the left, the
/// frames in a grid on the right, each scrolling on its own. No `<` or `&`, so it sits in XML
/// as it is.
enum PageStyle {
    static let page = """
        :root{--ok:#2e9e4f;--bad:#d92d20;--warn:#c77700;--dim:#8a8f98;--rec:#0a6cff;--ink:#1c1c1e;--line:#e2e2e8}
        *{box-sizing:border-box}
        html,body{height:100%}
        body{margin:0;display:flex;flex-direction:column;color:var(--ink);background:#f2f2f7;
        font:14px/1.4 -apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif}
        code{font:12px/1.35 ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace}
        .passed{--c:var(--ok)}.failed{--c:var(--bad)}.expected{--c:var(--warn)}
        .skipped,.notrun{--c:var(--dim)}.recorded{--c:var(--rec)}
        .top{flex:none;background:#fff;border-bottom:1px solid var(--line);padding:12px 20px 8px}
        .top h1{margin:0;font-size:19px;font-weight:650}
        .summary{margin:2px 0 10px;color:#55575e}
        .timeline{display:flex;gap:2px;height:24px}
        .timeline a{flex:1 1 0;min-width:1px;border-radius:3px;background:var(--c);opacity:.85}
        .timeline a:hover,.timeline a:focus{opacity:1;outline:2px solid var(--ink);outline-offset:1px}
        .timeline a.failed{opacity:1;box-shadow:inset 0 -5px 0 rgba(0,0,0,.25)}
        .axis{display:flex;justify-content:space-between;margin-top:4px;font-size:11.5px;color:#6b6e76}
        .axis i{display:inline-block;width:10px;height:10px;border-radius:2px;margin:0 4px 0 10px;
        background:var(--c);vertical-align:-1px}
        .layout{flex:1;min-height:0;display:flex}
        .list{flex:0 0 340px;overflow:auto;background:#fff;border-right:1px solid var(--line)}
        .list ol{list-style:none;margin:0;padding:6px 0}
        .list a{display:flex;gap:8px;align-items:baseline;padding:4px 12px 4px 8px;color:inherit;
        text-decoration:none;border-left:4px solid var(--c)}
        .list a:hover{background:#f2f2f7}
        .list b{flex:0 0 2em;text-align:right;font-size:11.5px;color:#8a8f98;font-weight:600}
        .list li.case{padding:10px 12px 4px;font-size:12px;color:#1c1c1e}
        .list li.case b{flex:none;text-align:left;color:inherit}
        .list code{flex:1;overflow-wrap:anywhere}
        .list .failed a{background:#fdecea}.list small{flex:none;font-size:11px;color:#8a8f98}
        .badge{flex:none;font-size:10.5px;font-weight:700;line-height:16px;padding:0 7px;border-radius:8px;
        color:#fff;background:var(--c);white-space:nowrap}
        .frames{flex:1;overflow:auto;padding:16px;display:grid;gap:16px;align-content:start;
        grid-template-columns:repeat(auto-fill,minmax(250px,1fr));grid-auto-rows:max-content}
        .frame{background:#fff;border:1px solid var(--line);border-top:4px solid var(--c);border-radius:10px;
        overflow:hidden;scroll-margin:16px}
        .frame:target{outline:3px solid var(--rec);outline-offset:2px}
        .frame header{display:flex;gap:7px;align-items:baseline;padding:7px 10px}
        .frame header a{font-weight:700;color:var(--c);text-decoration:none}
        .frame header code{flex:1;overflow-wrap:anywhere}
        .frame.failed header{background:#fdecea}
        .shot{display:block;width:100%;height:auto;border-top:1px solid var(--line);
        border-bottom:1px solid var(--line);background:#fff}
        .frame footer{padding:6px 10px 9px;font-size:12px;color:#55575e}
        .frame footer p{margin:2px 0}
        .touch{color:#b34d00}.why{color:var(--bad);font-weight:600;white-space:pre-wrap}.warn{color:var(--warn)}
        .check{border-collapse:collapse;margin:4px 0;width:100%;font-size:12px}
        .check th{text-align:left;font-weight:600;color:#6b6e76;padding:2px 8px 2px 0;width:5.5em}
        .check td{font-family:ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
        .check .actual td{color:var(--bad);font-weight:600}
        .frame.wide{grid-column:1/-1}.beside{display:flex;align-items:flex-start}
        .beside .shot{flex:0 0 300px;min-width:0}
        .tree{flex:1 1 50%;min-width:0;margin:0;padding:6px 8px;overflow:auto;white-space:pre;
        font:10.5px/1.35 ui-monospace,Menlo,Consolas,monospace;border-top:1px solid var(--line)}
        .library{position:absolute;width:0;height:0;overflow:hidden}
        .empty{color:#6b6e76}

        """
}
