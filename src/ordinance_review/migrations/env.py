"""Alembic environment, inside the package so migrations run from an installed copy.

The store calls :func:`ordinance_review.store.upgrade` which hands a live connection in
``config.attributes["connection"]``; the `alembic` command line works too when given a URL
(``alembic -x url=sqlite:///x.sqlite upgrade head`` with ``script_location`` set to this folder).
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from ordinance_review.store_models import Base

config = context.config
target_metadata = Base.metadata


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option("sqlalchemy.url")
    engine = create_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()


run()
