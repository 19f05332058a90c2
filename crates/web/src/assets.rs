//! The page, embedded in the binary: it works offline, and nothing is
//! read from disk or downloaded at run time.

/// A file of the page and its media type.
#[derive(Debug)]
pub(crate) struct Asset {
    pub(crate) body: &'static str,
    pub(crate) mime: &'static str,
}

pub(crate) async fn index() -> Asset {
    Asset {
        body: include_str!("../assets/index.html"),
        mime: "text/html; charset=utf-8",
    }
}

pub(crate) async fn script() -> Asset {
    Asset {
        body: include_str!("../assets/explorer.js"),
        mime: "text/javascript; charset=utf-8",
    }
}

pub(crate) async fn theory() -> Asset {
    Asset {
        body: include_str!("../assets/theory.js"),
        mime: "text/javascript; charset=utf-8",
    }
}

pub(crate) async fn tables() -> Asset {
    Asset {
        body: include_str!("../assets/tables.js"),
        mime: "text/javascript; charset=utf-8",
    }
}

pub(crate) async fn style() -> Asset {
    Asset {
        body: include_str!("../assets/explorer.css"),
        mime: "text/css; charset=utf-8",
    }
}

pub(crate) async fn icon() -> Asset {
    Asset {
        body: include_str!("../assets/favicon.svg"),
        mime: "image/svg+xml",
    }
}
