import MarqueeData
/// The body TMDB sends with an error status:
/// `{"status_code":7,"status_message":"Invalid API key: …","success":false}`.
struct TMDBErrorBodyDTO: Decodable, Sendable {
    let statusCode: Int?
    let statusMessage: String?

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }
}
