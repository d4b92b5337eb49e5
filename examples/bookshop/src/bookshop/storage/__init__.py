from .base import Storage
from .memory import MemoryStorage

__all__ = ["Storage", "MemoryStorage"]
