import m_domain_core

public struct Movie {}
