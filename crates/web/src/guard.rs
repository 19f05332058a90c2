//! Which requests the server answers: its own `Host` (against DNS
//! rebinding: a hostile page whose name resolves to 127.0.0.1 sends its
//! own name), its own `Origin` (against cross-site requests), and no
//! request a browser marks cross-site.

use std::net::{IpAddr, SocketAddr};

/// The addresses the server answers to.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Own {
    bound: IpAddr,
    port: u16,
}

impl Own {
    pub(crate) fn new(addr: SocketAddr) -> Self {
        Own {
            bound: addr.ip(),
            port: addr.port(),
        }
    }

    /// `true` for the server's own `host[:port]`: the name `localhost`
    /// or an IP address by which the server can be reached (a loopback
    /// address for a server on loopback; its own address, or any for a
    /// server on 0.0.0.0 or ::), and the server's port (absent only for
    /// port 80). A DNS name other than `localhost` is refused: that is
    /// what a rebinding attack sends.
    pub(crate) fn host(&self, host: &str) -> bool {
        let Some((name, port)) = split_host_port(host) else {
            return false;
        };
        let port_ok = match port {
            Some(p) => p == self.port,
            None => self.port == 80,
        };
        if !port_ok {
            return false;
        }
        if name.eq_ignore_ascii_case("localhost") {
            return true;
        }
        let Ok(ip) = name.parse::<IpAddr>() else {
            return false;
        };
        if self.bound.is_unspecified() {
            true
        } else if self.bound.is_loopback() {
            ip.is_loopback()
        } else {
            ip == self.bound || ip.is_loopback()
        }
    }

    /// `true` for an `Origin` of the server's own page:
    /// `http://` and an own [`host`](Self::host).
    pub(crate) fn origin(&self, origin: &str) -> bool {
        origin
            .strip_prefix("http://")
            .is_some_and(|h| !h.contains('/') && self.host(h))
    }
}

/// `name` and the port of `host[:port]` (`[::1]:8040` for IPv6); `None`
/// when malformed.
fn split_host_port(host: &str) -> Option<(&str, Option<u16>)> {
    if host.is_empty() || host.len() > 255 {
        return None;
    }
    if let Some(rest) = host.strip_prefix('[') {
        let (name, after) = rest.split_once(']')?;
        return match after {
            "" => Some((name, None)),
            _ => Some((name, Some(after.strip_prefix(':')?.parse().ok()?))),
        };
    }
    match host.rsplit_once(':') {
        // An unbracketed IPv6 address is not a Host.
        Some((name, _)) if name.contains(':') => None,
        Some((name, port)) => Some((name, Some(port.parse().ok()?))),
        None => Some((host, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_and_origins() {
        let own = Own::new("127.0.0.1:8040".parse().unwrap());
        for ok in [
            "127.0.0.1:8040",
            "localhost:8040",
            "LOCALHOST:8040",
            "[::1]:8040",
            "127.0.0.2:8040",
        ] {
            assert!(own.host(ok), "{ok}");
        }
        for bad in [
            "evil.example:8040",
            "127.0.0.1:8041",
            "127.0.0.1",
            "192.168.1.2:8040",
            "localhost.evil.example:8040",
            "",
            "::1:8040",
            "[::1]:x",
            "127.0.0.1:8040:1",
        ] {
            assert!(!own.host(bad), "{bad}");
        }
        assert!(own.origin("http://localhost:8040"));
        assert!(own.origin("http://127.0.0.1:8040"));
        for bad in [
            "null",
            "https://127.0.0.1:8040",
            "http://evil.example:8040",
            "http://127.0.0.1:8040/x",
            "http://127.0.0.1:9999",
        ] {
            assert!(!own.origin(bad), "{bad}");
        }
        // A server on every address answers to any IP, still not to names.
        let any = Own::new("0.0.0.0:80".parse().unwrap());
        assert!(any.host("192.168.1.2"));
        assert!(any.host("10.0.0.1:80"));
        assert!(!any.host("rebind.example"));
    }
}
