/// The style sheets pictures and pages use: component classes for screens, overlay classes for
/// targets and touch trails, and the page's layout. They hold no `<` or `&`, so they sit in
/// XML as they are.
enum PictureStyle {
    /// Fonts and sizes for a screen's root `<svg>`: text inherits them, and a text's own
    /// `font-size` attribute still wins.
    static let font =
        "font-family=\"-apple-system, BlinkMacSystemFont, 'Helvetica Neue', Helvetica, Arial, sans-serif\" "
        + "font-size=\"15\""

    /// How components look: iOS-like colours, by the classes ``ComponentDrawing`` writes.
    static let components = """
        .wn{fill:#fff}.nb{fill:#f7f7f8}.sp{stroke:#c6c6c8;stroke-width:.6}
        .cl{fill:#fff}.cl.sel{fill:#d1d1d6}.tv{fill:#fff}
        .lb,.fx,.nt{fill:#1c1c1e}.nt{font-weight:600}.bk{fill:#007aff}.ph{fill:#a0a0a6}
        .bt{fill:#e6f0ff}.bt.hl{fill:#b3d4ff}.btt{fill:#007aff;font-weight:600}
        .tf{fill:#fff;stroke:#c7c7cc}.tf.ed{stroke:#007aff;stroke-width:1.5}.ct{stroke:#007aff;stroke-width:2}
        .sw{fill:#e2e2e6}.sw.on{fill:#34c759}.kn{fill:#fff;stroke:#c7c7cc;stroke-width:.6}
        .tk{stroke:#d1d1d6;stroke-width:4;stroke-linecap:round}.tk.on{stroke:#007aff}
        .th{fill:#fff;stroke:#b8b8bf}
        .st,.sc{fill:#eeeef0}.dv{stroke:#c7c7cc}.sg{fill:#007aff;font-weight:600}.sg.off{fill:#c7c7cc}
        .ss{fill:#fff;stroke:#d1d1d6;stroke-width:.6}.sgt{fill:#3a3a3c}.sgt.sel{fill:#1c1c1e;font-weight:600}
        .pk{fill:#fafafa;stroke:#e5e5ea}.bd{fill:#e9e9ee}
        .pr{fill:#3a3a3c;opacity:.55}.pr.sel{fill:#1c1c1e;opacity:1;font-weight:600}.pr.far{opacity:.25}
        .in{fill:#8e8e93;opacity:.7}.zr{fill:#1c1c1e;opacity:.78}.zt{fill:#fff;font-weight:600}
        .pl{fill:url(#grid);stroke:#b8c6d8}
        .cu{fill:#fbfbfd;stroke:#c7c7cc;stroke-dasharray:4 3}.cap{fill:#8e8e93}

        """

    /// How a frame's overlay looks: the target's outline and each finger's trail in its colour.
    static let overlay = """
        .tg{fill:none;stroke:#ff2d92;stroke-width:2.5;stroke-dasharray:7 4;vector-effect:non-scaling-stroke}
        .tg.bad{stroke:#d92d20}
        .f0{color:#ff6a00}.f1{color:#7d3cf0}.f2{color:#0a9396}.f3{color:#c9184a}
        .ln{fill:none;stroke:currentColor;stroke-width:4;stroke-linecap:round;stroke-linejoin:round;opacity:.9}
        .ln.cx{stroke-dasharray:6 5}
        .s0{fill:#fff;stroke:currentColor;stroke-width:3}.hd,.dot{fill:currentColor}
        .tap{fill:currentColor;fill-opacity:.18;stroke:currentColor;stroke-width:3}
        .lab{fill:currentColor;font-weight:700;paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}

        """
}
