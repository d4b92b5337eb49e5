"""In-memory storage."""

from __future__ import annotations

import copy
from typing import Any

from .base import Storage


class MemoryStorage(Storage):
    def __init__(self) -> None:
        self._data: dict[str, Any] = {}

    def save(self, key: str, value: Any) -> None:
        self._data[key] = copy.deepcopy(value)

    def load(self, key: str, default: Any = None) -> Any:
        return copy.deepcopy(self._data.get(key, default))
