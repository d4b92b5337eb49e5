"""The storage interface."""

from __future__ import annotations

import abc
from typing import Any


class Storage(abc.ABC):
    @abc.abstractmethod
    def save(self, key: str, value: Any) -> None:
        """Persist ``value`` under ``key``."""

    @abc.abstractmethod
    def load(self, key: str, default: Any = None) -> Any:
        """Return what was saved under ``key``, or ``default``."""
