import os
import sys

# Quiet TensorFlow's C++ logs in subprocesses and in-process imports.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(__file__))
