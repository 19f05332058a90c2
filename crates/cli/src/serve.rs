//! `hookgames serve`: the explorer ([`hookgames_web`]), until Ctrl-C.

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args;
use hookgames_web::{Config, DEFAULT_BUDGET, DEFAULT_PORT, Server};

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// The address to listen on. The default, 127.0.0.1, is this machine
    /// only; any other address (0.0.0.0: every interface) lets other
    /// machines use the explorer, which has no authentication.
    #[arg(long, value_name = "ADDRESS", default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    host: IpAddr,
    /// The port; 0 asks the system for a free one (the address is printed).
    #[arg(long, value_name = "PORT", default_value_t = DEFAULT_PORT)]
    port: u16,
    /// The time a question may compute before it is stopped and answered
    /// HTTP 503 (error kind `timeout`), in seconds (decimals allowed, at
    /// most one day). Cheap questions are answered in a light lane first,
    /// whatever runs in the heavy one.
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_BUDGET.as_secs_f64(),
          value_parser = parse_budget)]
    budget: f64,
}

/// The longest `--budget`: one day.
const MAX_BUDGET_SECONDS: f64 = 86_400.0;

/// `--budget`: a number of seconds, more than 0 and at most a day.
fn parse_budget(text: &str) -> Result<f64, String> {
    let s: f64 = text
        .trim()
        .parse()
        .map_err(|_| "not a number of seconds (for example 10 or 2.5)".to_owned())?;
    if s.is_finite() && s > 0.0 && s <= MAX_BUDGET_SECONDS {
        Ok(s)
    } else {
        Err(format!(
            "the budget must be more than 0 and at most {MAX_BUDGET_SECONDS} seconds (a day)"
        ))
    }
}

/// Starts the server, prints its address on `out` (flushed, so a program
/// reading it gets the line at once), and answers until Ctrl-C.
pub(crate) fn run(args: &ServeArgs, out: &mut impl Write) -> Result<()> {
    let config =
        Config::new(args.host, args.port).with_budget(Duration::from_secs_f64(args.budget));
    let server = Server::bind(&config)
        .with_context(|| format!("cannot listen on {}:{}", args.host, args.port))?;
    let addr = server.local_addr();
    let url = server.url();
    let mut printed = Ok(());
    server
        .run_until_ctrl_c(|| printed = announce(args, addr, &url, out))
        .context("the explorer's server stopped")?;
    printed?;
    writeln!(out, "hookgames explorer: stopped")?;
    Ok(())
}

/// The address, and where the server listens: printed once Ctrl-C is
/// watched, flushed so that a program reading it gets the line at once.
fn announce(
    args: &ServeArgs,
    addr: std::net::SocketAddr,
    url: &str,
    out: &mut impl Write,
) -> Result<()> {
    writeln!(out, "hookgames explorer: {url}")?;
    if args.host.is_loopback() {
        writeln!(
            out,
            "listening on {addr} only: this machine, no other; Ctrl-C stops it"
        )?;
    } else {
        writeln!(out, "listening on {addr}; Ctrl-C stops it")?;
        // Standard error: the warning is seen even when the address is piped.
        let _ = writeln!(
            std::io::stderr(),
            "hookgames: warning: listening on {addr}: anyone who can reach this machine can use \
             the explorer, which has no authentication (the default --host 127.0.0.1 is this \
             machine only)"
        );
    }
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_budget;

    #[test]
    fn budgets() {
        assert_eq!(parse_budget("10"), Ok(10.0));
        assert_eq!(parse_budget("0.25"), Ok(0.25));
        for bad in ["0", "-1", "NaN", "inf", "86401", "ten", ""] {
            assert!(parse_budget(bad).is_err(), "{bad}");
        }
    }
}
