#if TMDB
/// TMDB's JSON answers, verbatim in shape, for the test server to send.
enum TMDBAnswers {
    static let searchAlien = """
        {"page":1,"results":[\
        {"adult":false,"backdrop_path":"/AmR3JG1VQVxU8TfAvljUhfSFUOx.jpg","genre_ids":[27,878],"id":348,\
        "original_language":"en","original_title":"Alien","overview":"During its return to the earth, commercial \
        spaceship Nostromo intercepts a distress signal from a distant planet.","popularity":61.2,\
        "poster_path":"/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg","release_date":"1979-05-25","title":"Alien",\
        "video":false,"vote_average":8.2,"vote_count":15000},\
        {"adult":false,"backdrop_path":null,"genre_ids":[28,878],"id":679,"original_language":"en",\
        "original_title":"Aliens","overview":"","popularity":45.0,"poster_path":null,"release_date":"1986-07-18",\
        "title":"Aliens","video":false,"vote_average":7.9,"vote_count":9000}],\
        "total_pages":1,"total_results":2}
        """

    /// Three results in relevance order: neither id order nor popularity order.
    static let searchShuffled = """
        {"page":1,"results":[\
        {"adult":false,"genre_ids":[27],"id":500,"original_language":"en","original_title":"Night Middle",\
        "overview":"","popularity":5.0,"poster_path":null,"release_date":"1990-01-02","title":"Night Middle"},\
        {"adult":false,"genre_ids":[35],"id":12,"original_language":"en","original_title":"Night Low",\
        "overview":"","popularity":90.0,"poster_path":null,"release_date":"1985-03-04","title":"Night Low"},\
        {"adult":false,"genre_ids":[],"id":9000,"original_language":"fr","original_title":"Nuit",\
        "overview":"","popularity":40.0,"poster_path":null,"release_date":"","title":"Night High"}],\
        "total_pages":1,"total_results":3}
        """

    static let alienDetails = """
        {"adult":false,"backdrop_path":null,"budget":11000000,"genres":[{"id":27,"name":"Horror"},\
        {"id":878,"name":"Science Fiction"}],"homepage":"","id":348,"imdb_id":"tt0078748","original_language":"en",\
        "original_title":"Alien","overview":"During its return to the earth, commercial spaceship Nostromo \
        intercepts a distress signal from a distant planet.","popularity":61.2,\
        "poster_path":"/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg","release_date":"1979-05-25","revenue":104931801,\
        "runtime":117,"status":"Released","tagline":"In space no one can hear you scream.","title":"Alien",\
        "video":false,"vote_average":8.2,"vote_count":15000}
        """

    static let invalidKey =
        #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
    static let notFound =
        #"{"status_code":34,"status_message":"The resource you requested could not be found.","success":false}"#
    static let internalError =
        #"{"status_code":11,"status_message":"Internal error: Something went wrong, contact TMDb.","success":false}"#
}
#endif
