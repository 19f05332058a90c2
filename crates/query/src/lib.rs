//! The questions of the `hookgames` command and of its explorer
//! (`hookgames serve`): a game and a position parsed, evaluated within the
//! command's limits, and answered as text or as one JSON object of the
//! schema `hookgames/1` (`docs/hookgames-json.schema.json`).
//!
//! The command line (`hookgames-cli`) and the explorer's server
//! (`hookgames-web`) are two front ends of this crate: the questions are
//! the command's arguments ([`games::GrundyArgs`], [`games::MovesArgs`],
//! [`games::BoardArgs`], [`games::TreeArgs`], [`show::ShowArgs`], with
//! their clap definitions), the answers are the `#[derive(Serialize)]`
//! types of [`json`] and of each question's module, and the errors are
//! sorted into the schema's kinds by [`error::kind_of`]. What a question
//! may do outside memory goes through [`io::Io`]: the command reads
//! `@FILE` and standard input and writes `--svg` pictures; the server
//! answers with [`io::Literal`], which opens no file.
//!
//! [`explore`] is the explorer's own question: a position with every move,
//! the value each leads to, the board and the perfect player's reply.
//!
//! The modules depend on each other one way: [`limits`] and [`excerpt`],
//! then [`error`], [`json`], [`runs`], [`parse`] and [`io`], then
//! [`listing`] and [`open`], then [`show`] and [`games`], then
//! [`explore`].
//!
//! Errors are `anyhow` chains (the command's context is added as it goes
//! up): [`error::kind_of`] gives the kind, [`error::one_line`] the message
//! the command prints.
//!
//! # Example
//! ```
//! use clap::Parser;
//! use hookgames_query::games::{self, GrundyArgs};
//! use hookgames_query::io::Literal;
//!
//! #[derive(Parser)]
//! struct Cli {
//!     #[command(flatten)]
//!     args: GrundyArgs,
//! }
//!
//! let cli = Cli::try_parse_from(["grundy", "sato-welter", "9,8,6,5,5,2", "--json"])?;
//! let mut out = Vec::new();
//! games::grundy(&cli.args, &Literal, &mut out)?;
//! let answer: serde_json::Value = serde_json::from_slice(&out)?;
//! assert_eq!(answer["grundy"], "7");
//! assert_eq!(answer["outcome"], "N");
//! # Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
//! ```

#![deny(missing_docs)]

pub mod budget;
pub mod error;
pub mod excerpt;
pub mod explore;
pub mod games;
pub mod io;
pub mod json;
pub mod limits;
pub mod listing;
pub mod open;
pub mod parse;
pub mod progress;
pub mod runs;
pub mod show;
pub mod tables;
pub mod theory;
pub mod threads;
